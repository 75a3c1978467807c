import { describe, expect, it } from 'vitest';
import { renderDocument, type DocumentInput } from '../../../src/render/document.js';

const input: DocumentInput = {
  lang: 'en',
  dir: 'ltr',
  headTags: [],
  bodyHtml: '<main>text</main>',
  assets: { stylesheets: [], widgetChunks: {}, inlineHeadScripts: [] },
};

describe('renderDocument: the icon', () => {
  it('links the site icon, escaped', () => {
    expect(renderDocument({ ...input, favicon: '/docs/img/a"b.svg' })).toContain('<link rel="icon" href="/docs/img/a&quot;b.svg">');
  });

  // Without a link, browsers ask for /favicon.ico on every first load: a 404 in the console.
  it('says a page without an icon has none, so browsers do not ask for /favicon.ico', () => {
    const html = renderDocument(input);
    expect(html).toContain('<link rel="icon" href="data:,">');
    expect(html.match(/rel="icon"/g)).toHaveLength(1);
  });
});
