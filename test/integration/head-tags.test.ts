/**
 * `headTags`, `scripts` and `stylesheets` (Docusaurus's config keys): every page's head
 * gets them after docgen's own tags, written as given; a tag docgen cannot write in a head
 * fails the config at its line, saying what to change.
 */
import { describe, expect, it } from 'vitest';
import { buildInMemory, textOf } from '../helpers/build-fixture.js';
import { docgenRejectionOf, tempDir } from '../helpers/temp.js';

const site = (extra: string) =>
  tempDir({
    'site.config.ts': `export default {\n  title: 'Acme',\n  url: 'https://acme.test',\n${extra}};\n`,
    'docs/index.md': '# Welcome\n\nHello.\n',
    'docs/guide.md': '# Guide\n\nSee [home](/).\n',
  });

describe("the site's own head tags", () => {
  it('are in the head of every page, after docgen’s stylesheets, with bare and omitted attributes', async () => {
    const built = await buildInMemory(
      site(`  headTags: [
    { tagName: 'meta', attributes: { name: 'google-site-verification', content: 'abc"123' } },
    { tagName: 'script', attributes: { type: 'text/javascript' }, innerHTML: 'window.acme = { ready: true };' },
  ],
  scripts: ['https://cdn.acme.test/a.js', { src: '/js/b.js', async: true, defer: false, 'data-domain': 'acme.test' }],
  stylesheets: [{ href: 'https://fonts.acme.test/inter.css', crossorigin: 'anonymous' }],
`),
    );
    for (const file of ['index.html', 'guide/index.html', '404.html']) {
      const head = /<head>([\s\S]*)<\/head>/.exec(textOf(built, file))![1]!;
      expect(head).toContain(
        '<link rel="stylesheet" href="https://fonts.acme.test/inter.css" crossorigin="anonymous">' +
          '<script src="https://cdn.acme.test/a.js"></script>' +
          '<script src="/js/b.js" async data-domain="acme.test"></script>' +
          '<meta name="google-site-verification" content="abc&quot;123">' +
          '<script type="text/javascript">window.acme = { ready: true };</script>',
      );
      // After docgen's own stylesheets, so that the site's come last.
      expect(head.lastIndexOf('<link rel="stylesheet" href="/assets/')).toBeLessThan(head.indexOf('fonts.acme.test'));
    }
  });

  it('refuse content on a tag that has none, and content that closes its own tag, at the line', async () => {
    const meta = await docgenRejectionOf(buildInMemory(site("  headTags: [{ tagName: 'meta', innerHTML: 'x' }],\n")));
    expect(meta.code).toBe('DG003');
    expect(meta.message).toContain('headTags[0].innerHTML: innerHTML is for a script, style or noscript tag');
    expect(meta.location?.line).toBe(4);
    const closing = await docgenRejectionOf(buildInMemory(site("  headTags: [{ tagName: 'script', innerHTML: 'a()</script><b>' }],\n")));
    expect(closing.message).toContain('headTags[0].innerHTML: innerHTML closes its own tag');
    const unknown = await docgenRejectionOf(buildInMemory(site("  headTags: [{ tagName: 'div', attributes: {} }],\n")));
    expect(unknown.message).toMatch(/headTags\[0\]\.tagName: .*"meta".*"base"/);
  });
});
