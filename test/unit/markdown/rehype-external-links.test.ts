import { describe, expect, it } from 'vitest';
import { rehypeExternalLinks } from '../../../src/markdown/rehype-external-links.js';
import { runPlugins } from '../../helpers/markdown.js';

const render = async (markdown: string) => (await runPlugins(markdown, { rehype: [rehypeExternalLinks] })).html;

describe('rehypeExternalLinks', () => {
  it('opens http, https and protocol-relative links in a new tab with rel="noopener noreferrer"', async () => {
    for (const href of ['https://example.com/a', 'http://example.com', '//cdn.example.com/x.js']) {
      expect(await render(`[x](${href})`)).toBe(`<p><a href="${href}" target="_blank" rel="noopener noreferrer">x</a></p>`);
    }
  });

  it('does the same for GFM autolinks', async () => {
    expect(await render('See https://example.com.')).toBe(
      '<p>See <a href="https://example.com" target="_blank" rel="noopener noreferrer">https://example.com</a>.</p>',
    );
  });

  it('leaves site links, relative links, anchors and mailto links alone', async () => {
    for (const href of ['/guides/x', '../x', '#top', 'mailto:help@example.com', 'httpish/path']) {
      expect(await render(`[x](${href})`)).toBe(`<p><a href="${href}">x</a></p>`);
    }
  });
});
