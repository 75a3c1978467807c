// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { openDetailsAround } from '../../../widgets/runtime/open-target.js';

describe('openDetailsAround', () => {
  it('opens the closed details around the target, outer ones included, and leaves the others closed', () => {
    document.body.innerHTML = `
      <details id="outer"><summary>Outer</summary>
        <details id="inner"><summary><h3 id="response-409">409 Conflict</h3></summary><p>Body</p></details>
      </details>
      <details id="other"><summary><h3 id="response-429">429</h3></summary></details>`;
    openDetailsAround('response-409');
    const open = (id: string) => (document.getElementById(id) as HTMLDetailsElement).open;
    expect([open('outer'), open('inner'), open('other')]).toEqual([true, true, false]);
  });

  it('does nothing for an id that is not on the page', () => {
    document.body.innerHTML = '<details id="only"><summary>Only</summary></details>';
    openDetailsAround('missing');
    expect((document.getElementById('only') as HTMLDetailsElement).open).toBe(false);
  });
});
