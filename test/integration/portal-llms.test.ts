import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../src/pipeline/build-site.js';
import { buildInMemory, textOf } from '../helpers/build-fixture.js';
import { repoRoot } from '../helpers/paths.js';

/** The portal's pages for AI readers: every page listed, every link of every twin leads to a file of the build. */
const SITE_URL = 'https://developers.veriton.example';
let result: BuildResult;

beforeAll(async () => {
  result = await buildInMemory(repoRoot);
});

const pages = () => [...result.files.keys()].filter((file) => file.endsWith('index.html'));
const twinOf = (page: string) => (page === 'index.html' ? 'index.md' : page.replace(/\/index\.html$/, '.md'));
const twins = () => [...result.files.keys()].filter((file) => file.endsWith('.md'));
/** A URL of the site -> the output file it names (a twin, a file, or a page's index.html). */
function fileOf(url: string): string | undefined {
  const path = decodeURIComponent(new URL(url).pathname).slice(1);
  for (const candidate of [path, `${path.replace(/\/$/, '')}/index.html`.replace(/^\//, '')])
    if (result.files.has(candidate)) return candidate;
  return undefined;
}

describe('the portal for AI readers', () => {
  it('lists every page (all 254 but the 404 page, 170 of them model pages) in llms.txt, each link a twin of the build', () => {
    const listed = [...textOf(result, 'llms.txt').matchAll(/^- \[[^\]]+\]\((https:[^)]+)\)/gm)].map((match) => match[1]!);
    const listedTwins = listed.filter((url) => url.endsWith('.md')).map((url) => new URL(url).pathname.slice(1));
    expect(pages().length).toBe(254);
    expect(listedTwins.sort()).toEqual(pages().map(twinOf).sort());
    for (const url of listed) expect(fileOf(url), url).toBeDefined();
    expect(twins().sort()).toEqual(listedTwins.sort());
  });

  it("groups llms.txt by the portal's sections: guides, SDKs, then the API reference per service", () => {
    const sections = [...textOf(result, 'llms.txt').matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(sections).toEqual([
      'Veriton Developers',
      'Guides',
      'SDKs',
      'API reference',
      'API reference: Gemini service',
      'API reference: Metering service',
      'API reference: Signing service',
      'API reference: Token handler service',
      'Optional',
    ]);
    expect(textOf(result, 'llms.txt')).toContain(
      `- [Create a transaction in a chosen initial state](${SITE_URL}/api/metering-service/create-transaction.md): POST /transactions.`,
    );
  });

  it("links each page's twin from its head", () => {
    for (const page of pages())
      expect(textOf(result, page), page).toContain(`<link rel="alternate" type="text/markdown" href="/${twinOf(page)}">`);
  });

  it('writes twins whose links all lead to files of the build (or other sites), none relative', () => {
    for (const twin of twins()) {
      const text = textOf(result, twin).replace(/^(```|~~~)[\s\S]*?^\1/gm, '');
      for (const [, url] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (url!.startsWith('#') || /^(mailto|tel):/.test(url!)) continue;
        expect(url, `${twin}: ${url}`).toMatch(/^https?:\/\//);
        if (url!.startsWith(SITE_URL)) expect(fileOf(url!), `${twin}: ${url}`).toBeDefined();
      }
    }
  });
});
