// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { readConsent, saveConsent, whenCategoryAccepted } from '../../../widgets/lib/consent.js';

const KEY = 'docgen.cookie-consent';
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();

afterEach(() => localStorage.clear());

describe('the stored cookie choice', () => {
  it('is read back as saved', () => {
    saveConsent(['necessary', 'functional']);
    expect(readConsent()?.accepted).toEqual(['necessary', 'functional']);
  });

  it('is kept for a year, then the visitor is asked again', () => {
    localStorage.setItem(KEY, JSON.stringify({ accepted: ['necessary'], date: daysAgo(300) }));
    expect(readConsent()?.accepted).toEqual(['necessary']);
    localStorage.setItem(KEY, JSON.stringify({ accepted: ['necessary'], date: daysAgo(400) }));
    expect(readConsent()).toBeNull();
  });

  it('unlocks a category only when that category is accepted', async () => {
    const waiting = whenCategoryAccepted('functional');
    let resolved = false;
    void waiting.promise.then(() => (resolved = true));
    saveConsent(['necessary']);
    await Promise.resolve();
    expect(resolved).toBe(false);
    saveConsent(['necessary', 'functional']);
    await expect(waiting.promise).resolves.toMatchObject({ accepted: ['necessary', 'functional'] });
  });
});
