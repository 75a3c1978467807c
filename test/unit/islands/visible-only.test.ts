import { describe, expect, it } from 'vitest';
import { islandTriggers, visibleOnlyWidgets } from '../../../src/islands/visible-only.js';

const island = (name: string, hydrate: string) =>
  `<docgen-island data-widget="${name}" data-props="{&quot;a&quot;:1}" data-hydrate="${hydrate}" data-prefix="t${name}0-"><div></div></docgen-island>`;

describe('visibleOnlyWidgets', () => {
  it('names the widgets whose every island waits to be visible, per island and not per registry default', () => {
    const html = island('send-panel', 'visible') + island('toc', 'idle') + island('qr-code', 'visible') + island('qr-code', 'load');
    expect(visibleOnlyWidgets(html)).toEqual(new Set(['send-panel']));
  });

  it('counts an island that waits for the reader (interaction) as waiting too', () => {
    expect(visibleOnlyWidgets(island('page-menu', 'interaction') + island('toc', 'idle'))).toEqual(new Set(['page-menu']));
  });

  it('is empty for a page without islands', () => {
    expect(visibleOnlyWidgets('<p>No islands</p>')).toEqual(new Set());
  });

  it('finds the islands and triggers the regular expression it replaces finds, on random markup', () => {
    const pattern = /<docgen-island data-widget="([^"]+)"[^>]*? data-hydrate="([^"]+)"/g;
    const pieces = ['<docgen-island data-widget="', ' data-hydrate="', '"', '>', 'toc', 'idle', ' ', 'x', '&quot;', '<'];
    let seed = 11;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let round = 0; round < 3000; round++) {
      const html = Array.from({ length: 1 + Math.floor(random() * 24) }, () => pieces[Math.floor(random() * pieces.length)]).join('');
      const expected = [...html.matchAll(pattern)].map(([, name, trigger]) => ({ name, trigger }));
      expect([...islandTriggers(html)]).toEqual(expected);
    }
  });
});
