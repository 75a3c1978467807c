import { describe, expect, it } from 'vitest';
import { buildLlmsTxt, markdownLink } from '../../../src/llms/llms-txt.js';
import { hasCleanOutput, llmsOutPath, markdownOutPath, markdownRoute } from '../../../src/llms/markdown-paths.js';
import { inSiteOrder } from '../../../src/llms/site-order.js';

describe('buildLlmsTxt', () => {
  it('writes the llmstxt.org layout: title, summary, details, a section per group, Optional last', () => {
    const text = buildLlmsTxt({
      title: 'Acme Docs',
      summary: 'Everything about Acme.',
      details: ['Pages are markdown.'],
      sections: [
        { name: 'Guides', links: [{ title: 'Intro', url: 'https://a.test/guides/intro.md', description: 'Start here.' }] },
        { name: 'Empty', links: [] },
        { name: 'API reference: Pets', links: [{ title: 'List pets', url: 'https://a.test/api/pets/list.md' }] },
      ],
      optional: [{ title: 'llms-full.txt', url: 'https://a.test/llms-full.txt' }],
    });
    expect(text).toBe(
      [
        '# Acme Docs',
        '',
        '> Everything about Acme.',
        '',
        'Pages are markdown.',
        '',
        '## Guides',
        '',
        '- [Intro](https://a.test/guides/intro.md): Start here.',
        '',
        '## API reference: Pets',
        '',
        '- [List pets](https://a.test/api/pets/list.md)',
        '',
        '## Optional',
        '',
        '- [llms-full.txt](https://a.test/llms-full.txt)',
        '',
      ].join('\n'),
    );
  });

  it('keeps each entry on one line and its link intact whatever the title, description or URL hold', () => {
    const text = buildLlmsTxt({
      title: 'A\nsite',
      sections: [{ name: 'S', links: [{ title: 'Arrays [1]', url: 'https://a.test/x (1).md', description: 'Two\nlines.' }] }],
    });
    expect(text).toBe('# A site\n\n## S\n\n- [Arrays \\[1\\]](https://a.test/x%20%281%29.md): Two lines.\n');
    expect(markdownLink('a]b', 'https://a.test/<x>')).toBe('[a\\]b](https://a.test/%3Cx%3E)');
  });
});

describe('the markdown twin of a route', () => {
  it('is the clean URL plus .md, the home page index.md', () => {
    expect(markdownRoute('/')).toBe('/index.md');
    expect(markdownRoute('/guides/quickstart')).toBe('/guides/quickstart.md');
    expect(markdownRoute('/guides/quickstart/')).toBe('/guides/quickstart.md');
    expect(markdownRoute('/fr')).toBe('/fr.md');
    expect(markdownRoute('/1.x/api/pets')).toBe('/1.x/api/pets.md');
    expect(markdownOutPath('/')).toBe('index.md');
    expect(markdownOutPath('/guides/x')).toBe('guides/x.md');
  });

  it("exists only for pages written at their clean URL (not a locale's 404.html)", () => {
    expect(hasCleanOutput({ path: '/guides/x', outPath: 'guides/x/index.html' })).toBe(true);
    expect(hasCleanOutput({ path: '/', outPath: 'index.html' })).toBe(true);
    expect(hasCleanOutput({ path: '/fr/404', outPath: 'fr/404.html' })).toBe(false);
  });

  it('puts llms.txt at the root of each version and locale', () => {
    expect(llmsOutPath('', 'llms.txt')).toBe('llms.txt');
    expect(llmsOutPath('/fr/1.x', 'llms-full.txt')).toBe('fr/1.x/llms-full.txt');
  });
});

describe('inSiteOrder', () => {
  it('puts the home page first, pages outside sidebars next, then each sidebar depth first', () => {
    const routes = ['/guides/b', '/about', '/api/pets/list', '/guides', '/', '/guides/a', '/api', '/api/pets'].map((path) => ({ path }));
    const sidebars = [
      {
        id: 'guides',
        label: 'Guides',
        href: '/guides',
        items: [
          { type: 'link' as const, label: 'A', href: '/guides/a' },
          { type: 'link' as const, label: 'B', href: '/guides/b' },
        ],
      },
      {
        id: 'api',
        label: 'API',
        href: '/api',
        items: [
          {
            type: 'category' as const,
            label: 'Pets',
            href: '/api/pets',
            items: [{ type: 'link' as const, label: 'List', href: '/api/pets/list' }],
          },
        ],
      },
    ];
    expect(inSiteOrder(routes, sidebars, '/').map((route) => route.path)).toEqual([
      '/',
      '/about',
      '/guides',
      '/guides/a',
      '/guides/b',
      '/api',
      '/api/pets',
      '/api/pets/list',
    ]);
  });
});

describe('llms.txt descriptions taken from a page or an API document', () => {
  it('are escaped: a decoded `&lt;script&gt;` is shown as text, never written as a tag', () => {
    const text = buildLlmsTxt({
      title: 'A',
      sections: [{ name: 'S', links: [{ title: 'T', url: 'https://a.test/t.md', description: 'Returns <script> tags.' }] }],
    });
    expect(text).toContain('- [T](https://a.test/t.md): Returns \\<script> tags.\n');
  });
});
