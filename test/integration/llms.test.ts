import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import { buildSite, type BuildResult } from '../../src/pipeline/build-site.js';
import type { OutputFile } from '../../src/core/output.js';
import { buildToTemp, fixtureSite, textOf } from '../helpers/build-fixture.js';
import { copyFixtureSite } from '../helpers/site-copy.js';
import { decodeHtml } from '../../src/util/html.js';

/**
 * The pages for AI readers on a small site (guides and one OpenAPI document) under a base
 * URL with trailing slashes: llms.txt, llms-full.txt, a markdown twin per page and the
 * head links; then the same site with them turned off.
 */
const root = fixtureSite('llms');
const site = 'https://docs.shop.test/docs';
let result: BuildResult;
let outDir: string;

beforeAll(async () => {
  ({ result, outDir } = await buildToTemp(root));
});

const htmlPages = () => [...result.files.keys()].filter((file) => file.endsWith('index.html'));
/** `guides/intro/index.html` -> `guides/intro.md`, `index.html` -> `index.md`. */
const twinOf = (page: string) => (page === 'index.html' ? 'index.md' : page.replace(/\/index\.html$/, '.md'));
/** The props of a page's page menu (its island), or undefined when it has none. */
const pageMenuOf = (html: string) => {
  const props = /<docgen-island data-widget="page-menu" data-props="([^"]*)"/.exec(html)?.[1];
  return props === undefined ? undefined : (JSON.parse(decodeHtml(props)) as Record<string, string>);
};
const partsText = (file: OutputFile | undefined) => (file && typeof file === 'object' && 'parts' in file ? file.parts.join('') : undefined);

describe('pages for AI readers', () => {
  it("writes llms.txt in the llmstxt.org layout, grouped by the site's sections in site order", () => {
    expect(textOf(result, 'llms.txt')).toBe(
      [
        '# Shop Docs',
        '',
        '> Guides and API of the Shop.',
        '',
        '## Shop Docs',
        '',
        `- [Shop Docs](${site}/index.md): Everything about the Shop.`,
        '',
        '## Guides',
        '',
        `- [Guides](${site}/guides.md)`,
        `- [Introduction](${site}/guides/intro.md): What the Shop is and how to begin.`,
        `- [Setup](${site}/guides/setup.md): Install the client first.`,
        '',
        '## API reference',
        '',
        `- [API reference](${site}/api.md): Order service`,
        '',
        '## API reference: Order service',
        '',
        `- [Order service](${site}/api/orders.md): Place and track orders.`,
        `- [orders](${site}/api/orders/orders.md): Orders of the shop.`,
        `- [Place an order](${site}/api/orders/create-order.md): POST /orders. Places an order for one item.`,
        `- [Get an order](${site}/api/orders/get-order.md): GET /orders/{id}`,
        '',
        '## Optional',
        '',
        `- [llms-full.txt](${site}/llms-full.txt): Every page of this version and language in one file`,
        `- [Order service: Download OpenAPI document](${site}/api/orders/openapi.yaml)`,
        '',
      ].join('\n'),
    );
  });

  it('gives every page but the 404 page a twin at its URL plus .md, and llms.txt lists each one', () => {
    const pages = htmlPages();
    expect(pages.length).toBe(9);
    const listed = [...textOf(result, 'llms.txt').matchAll(/\]\(https:\/\/docs\.shop\.test\/docs\/([^)]+\.md)\)/g)].map(
      (match) => match[1],
    );
    expect(listed.sort()).toEqual(pages.map(twinOf).sort());
    for (const page of pages) expect(result.files.has(twinOf(page)), page).toBe(true);
    expect(result.files.has('404.md')).toBe(false);
  });

  it('writes a guide as written: frontmatter dropped, title added, links absolute and to twins, admonitions as quotes', () => {
    expect(textOf(result, 'guides/intro.md')).toBe(
      [
        '# Introduction',
        '',
        `The Shop sells things. Read the [setup](${site}/guides/setup.md#install) next, or call [the API](${site}/api/orders.md).`,
        '',
        `![Logo](${site}/img/logo.svg)`,
        '',
        '> **Warning: Keep keys secret**',
        '>',
        '> Never commit an API key.',
        '',
        '::qrcode{value="https://shop.test/pair" size=120}', // as written
        '',
      ].join('\n'),
    );
    // A guide with its own level-1 heading keeps it, and gets no second one.
    expect(textOf(result, 'guides/setup.md').startsWith('# Set the Shop up\n\nInstall the client first.')).toBe(true);
  });

  it("renders an operation to markdown, and shows the document's raw HTML as text", () => {
    const operation = textOf(result, 'api/orders/create-order.md');
    expect(operation.startsWith('# Place an order\n\n`POST /orders` (`createOrder`)\n\nPlaces an order for **one** item.')).toBe(true);
    expect(operation).toContain('| `Idempotency-Key` | header | `string` | optional | Makes retries safe. |');
    expect(operation).toContain("- `sku` (string, required): The item's code.\n- `quantity` (integer). `at least 1`; default `1`");
    expect(operation).toContain('```json\n{\n  "sku": "ABC-1",\n  "quantity": 2\n}\n```');
    expect(operation).toContain('### 201 Created\n\nThe order.');
    // Of the generated samples only curl: the others say the same in other languages.
    expect(operation).toContain('## Code samples\n\ncurl:\n\n```bash\ncurl');
    expect(operation).not.toContain('```python');
    const service = textOf(result, 'api/orders.md');
    expect(service).toContain('Place and track orders. See \\<script>alert(1)\\</script> bad.');
    expect(service).not.toContain('javascript:');
  });

  it('writes llms-full.txt from the twins in site order, the same text as the files', () => {
    const full = readFileSync(path.join(outDir, 'llms-full.txt'), 'utf8');
    expect(full).toBe(partsText(result.files.get('llms-full.txt')));
    const order = ['index.md', 'guides.md', 'guides/intro.md', 'guides/setup.md', 'api.md', 'api/orders.md', 'api/orders/orders.md'];
    const positions = order.map((file) => full.indexOf(textOf(result, file)));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(full.split('\n---\n\n').length).toBe(9);
  });

  it("links each page's twin from its head, and llms.txt from the home page", () => {
    for (const page of htmlPages()) {
      const head = textOf(result, page).slice(0, textOf(result, page).indexOf('</head>'));
      expect(head, page).toContain(`<link rel="alternate" type="text/markdown" href="/docs/${twinOf(page)}">`);
      expect(head.includes('href="/docs/llms.txt"'), page).toBe(page === 'index.html');
    }
  });

  it("offers each guide's, index's and API page's twin in the page menu beside its title, with prompts naming the page", () => {
    const withMenu = htmlPages().filter((page) => pageMenuOf(textOf(result, page)));
    expect(withMenu.sort()).toEqual(htmlPages().sort());
    // The 404 page has no twin, so no menu.
    expect(pageMenuOf(textOf(result, '404.html'))).toBeUndefined();
    const menu = pageMenuOf(textOf(result, 'api/orders/create-order/index.html'))!;
    expect(menu.markdownHref).toBe('/docs/api/orders/create-order.md');
    const prompt = encodeURIComponent(`Read ${site}/api/orders/create-order/ so I can ask questions about it.`);
    expect(menu.chatGptHref).toBe(`https://chatgpt.com/?q=${prompt}`);
    expect(menu.claudeHref).toBe(`https://claude.ai/new?q=${prompt}`);
    for (const page of withMenu) expect(pageMenuOf(textOf(result, page))!.markdownHref, page).toBe(`/docs/${twinOf(page)}`);
  });

  it('keeps the twins out of the sitemap and the search index, and under the revalidation rules of _headers', () => {
    expect(textOf(result, 'sitemap.xml')).not.toContain('.md<');
    expect(textOf(result, 'search-index.json')).not.toContain('.md"');
    const headers = textOf(result, '_headers');
    for (const rule of ['/docs/llms.txt', '/docs/llms-full.txt', '/docs/index.md', '/docs/guides.md', '/docs/guides/*'])
      expect(headers, rule).toContain(`${rule}\n  Cache-Control: no-cache`);
  });
});

describe('a site with its own llms.txt', () => {
  it('keeps it, as it keeps its own robots.txt, and still writes the twins', async () => {
    const { root: copy } = copyFixtureSite('llms');
    writeFileSync(path.join(copy, 'static', 'llms.txt'), '# Our own\n');
    const own = await buildSite(await loadConfig(copy));
    expect(own.files.get('llms.txt')).toEqual({ copyFrom: path.join(copy, 'static', 'llms.txt') });
    expect(own.files.has('guides/intro.md')).toBe(true);
  });

  it('keeps its own llms-full.txt as well', async () => {
    const { root: copy } = copyFixtureSite('llms');
    writeFileSync(path.join(copy, 'static', 'llms-full.txt'), 'Our own full text\n');
    const own = await buildSite(await loadConfig(copy));
    expect(own.files.get('llms-full.txt')).toEqual({ copyFrom: path.join(copy, 'static', 'llms-full.txt') });
  });

  it("warns when a file of its own takes a page's twin (that page then leaves llms-full.txt)", async () => {
    const { root: copy } = copyFixtureSite('llms');
    mkdirSync(path.join(copy, 'static', 'guides'), { recursive: true });
    writeFileSync(path.join(copy, 'static', 'guides', 'intro.md'), '# Ours\n');
    const own = await buildSite(await loadConfig(copy));
    const warning = own.diagnostics.find((diagnostic) => diagnostic.message.includes('static/guides/intro.md'));
    expect(warning).toMatchObject({ severity: 'warning', file: path.join(copy, 'static', 'guides', 'intro.md') });
    expect(warning?.message).toContain('/guides/intro');
    expect(warning?.message).toContain('llms-full.txt');
  });
});

describe('pages for AI readers turned off', () => {
  let off: BuildResult;
  beforeAll(async () => {
    const config = await loadConfig(root);
    off = await buildSite({ ...config, llms: { enabled: false, fullText: false, pageMenu: false } });
  });

  it('writes no llms.txt, no llms-full.txt, no twin and no head link', () => {
    const files = [...off.files.keys()];
    expect(files.filter((file) => file.endsWith('.md') || file.startsWith('llms'))).toEqual([]);
    for (const file of files.filter((name) => name.endsWith('.html'))) expect(textOf(off, file)).not.toContain('text/markdown');
    expect(textOf(off, 'index.html')).not.toContain('llms.txt');
    for (const file of files.filter((name) => name.endsWith('.html'))) expect(pageMenuOf(textOf(off, file)), file).toBeUndefined();
  });

  it('keeps the twins and leaves out the page menu with pageMenu: false', async () => {
    const config = await loadConfig(root);
    const quiet = await buildSite({ ...config, llms: { enabled: true, fullText: true, pageMenu: false } });
    expect(quiet.files.has('guides/intro.md')).toBe(true);
    expect(textOf(quiet, 'guides/intro/index.html')).toContain('type="text/markdown"');
    for (const file of [...quiet.files.keys()].filter((name) => name.endsWith('.html')))
      expect(pageMenuOf(textOf(quiet, file)), file).toBeUndefined();
  });

  it('writes llms.txt and the twins without llms-full.txt when only the full text is off', async () => {
    const config = await loadConfig(root);
    const partial = await buildSite({ ...config, llms: { enabled: true, fullText: false, pageMenu: true } });
    expect(partial.files.has('llms.txt')).toBe(true);
    expect(partial.files.has('guides/intro.md')).toBe(true);
    expect(partial.files.has('llms-full.txt')).toBe(false);
    expect(textOf(partial, 'llms.txt')).not.toContain('llms-full.txt');
  });
});
