import { describe, expect, it } from 'vitest';
import { createSpecMarkdown } from '../../../src/openapi/spec-markdown.js';

/** A text node visitor standing for a site's remark plugin. */
const remarkReplace = (options: { from: string; to: string }) => (tree: { children?: unknown[] }) => {
  const visit = (node: { type?: string; value?: string; children?: unknown[] }) => {
    if (node.type === 'text') node.value = node.value!.replaceAll(options.from, options.to);
    node.children?.forEach((child) => visit(child as typeof node));
  };
  visit(tree);
};
const rehypeMark = () => (tree: { children: { type: string; properties?: Record<string, unknown> }[] }) => {
  for (const node of tree.children) if (node.type === 'element') node.properties = { ...node.properties, dataSite: '' };
};

/** The site's markdown plugins run on API descriptions too (src/openapi/spec-markdown.ts). */
describe('API descriptions with the site’s markdown plugins', () => {
  const markdown = createSpecMarkdown(
    {},
    { remarkPlugins: [[remarkReplace, { from: 'ACME', to: 'Acme Corp' }]], rehypePlugins: [rehypeMark] },
  );

  it('runs them on plain text too (no shortcut past them)', () => {
    expect(markdown.render('Made by ACME.')).toBe('<p data-site="">Made by Acme Corp.</p>');
  });

  it('runs them on page-level descriptions with headings, the ids made from the changed text', () => {
    const rendered = markdown.renderWithHeadings('## About ACME\n\nText with `code`.');
    expect(rendered?.html).toContain('<h2 id="about-acme-corp" data-site="">About Acme Corp');
    expect(rendered?.html).toContain('<p data-site="">Text with <code>code</code>.</p>');
  });

  it('still sanitises: a plugin’s raw HTML from markdown is not trusted', () => {
    expect(markdown.render('<img src=x onerror="alert(1)"> ACME')).not.toContain('onerror');
  });

  it('leaves descriptions as before when the site has no plugins', () => {
    expect(createSpecMarkdown({}).render('Made by ACME.')).toBe('<p>Made by ACME.</p>');
  });
});
