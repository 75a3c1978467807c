import { describe, expect, it } from 'vitest';
import { visibleOnlyWidgets } from '../../../src/islands/visible-only.js';

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
});
