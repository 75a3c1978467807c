import { describe, expect, it } from 'vitest';
import { ADMONITION_TYPES, remarkAdmonitions } from '../../../src/markdown/remark-admonitions.js';
import { runPlugins } from '../../helpers/markdown.js';

const render = async (markdown: string) => (await runPlugins(markdown, { remark: [remarkAdmonitions] })).html;

describe('remarkAdmonitions', () => {
  it('knows exactly the seven admonition types', () => {
    expect([...ADMONITION_TYPES]).toEqual(['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important']);
  });

  const defaults = {
    note: 'Note',
    tip: 'Tip',
    info: 'Info',
    warning: 'Warning',
    danger: 'Danger',
    caution: 'Caution',
    important: 'Important',
  } as const;
  for (const [type, title] of Object.entries(defaults)) {
    it(`renders :::${type} as an aside with the default title "${title}"`, async () => {
      const html = await render(`:::${type}\nBody text.\n:::`);
      expect(html).toBe(
        `<aside class="admonition admonition-${type}" role="note" aria-label="${title}"><p class="admonition-title">${title}</p><p>Body text.</p></aside>`,
      );
    });
  }

  it('uses the bracketed label as the title and leaves it out of the body', async () => {
    const html = await render(':::warning[Tokens are secrets]\nNever commit an API token.\n:::');
    expect(html).toBe(
      '<aside class="admonition admonition-warning" role="note" aria-label="Warning"><p class="admonition-title">Tokens are secrets</p><p>Never commit an API token.</p></aside>',
    );
    expect(html.match(/Tokens are secrets/g)).toHaveLength(1);
  });

  it('keeps inline markdown in a custom title and block content in the body', async () => {
    const html = await render(':::tip[Use **bold**]\nFirst.\n\n- a list\n\n```sh\nnpm test\n```\n:::');
    expect(html).toContain('<p class="admonition-title">Use <strong>bold</strong></p>');
    expect(html).toContain('<li>a list</li>');
    expect(html).toContain('<code class="language-sh">npm test\n</code>');
  });

  it('nests admonitions', async () => {
    const html = await render('::::note\nOuter.\n\n:::danger\nInner.\n:::\n::::');
    expect(html).toMatch(/^<aside class="admonition admonition-note".*<aside class="admonition admonition-danger"/s);
  });

  it('leaves other container directives alone', async () => {
    const html = await render(':::details\nHidden.\n:::');
    expect(html).not.toContain('admonition');
    expect(html).toContain('Hidden.');
  });

  it('does not turn leaf or text directives with admonition names into admonitions', async () => {
    const html = await render('::note\n\nSome :tip here.');
    expect(html).not.toContain('admonition');
  });
});
