// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyStoredSampleLanguage, rememberSampleLanguage } from '../../../widgets/lib/sample-language.js';

/** Two sample groups, as an operation page has them (request samples and another operation's). */
function samplePage(languages: string[][]): void {
  document.body.innerHTML = languages
    .map(
      (group, index) =>
        `<div class="api-code-samples">${group.map((language, position) => `<input class="api-tab-input" type="radio" name="samples-${index}" value="${language}"${position === 0 ? ' checked' : ''}>`).join('')}</div>`,
    )
    .join('');
}

const checked = () => [...document.querySelectorAll<HTMLInputElement>('input:checked')].map((input) => `${input.name}=${input.value}`);

beforeEach(() => sessionStorage.clear());
afterEach(() => (document.body.innerHTML = ''));

describe('the remembered code-sample language', () => {
  it('is stored for the tab when the reader picks a tab, and chosen again on the next page in every group that has it', () => {
    samplePage([['curl', 'python', 'go']]);
    const forget = rememberSampleLanguage();
    const python = document.querySelector<HTMLInputElement>('input[value="python"]')!;
    python.checked = true;
    python.dispatchEvent(new Event('change', { bubbles: true }));
    forget();
    expect(sessionStorage.getItem('docgen.api-language')).toBe('python');
    expect(localStorage.length).toBe(0);

    samplePage([
      ['curl', 'python'],
      ['curl', 'go'],
    ]);
    applyStoredSampleLanguage();
    // The second group has no Python sample: it keeps its default.
    expect(checked()).toEqual(['samples-0=python', 'samples-1=curl']);
  });

  it('leaves the defaults alone when nothing is stored, and stops listening once forgotten', () => {
    samplePage([['curl', 'python']]);
    applyStoredSampleLanguage();
    expect(checked()).toEqual(['samples-0=curl']);
    rememberSampleLanguage()();
    document.querySelector('input[value="python"]')!.dispatchEvent(new Event('change', { bubbles: true }));
    expect(sessionStorage.getItem('docgen.api-language')).toBeNull();
  });
});
