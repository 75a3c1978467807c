import { describe, expect, it } from 'vitest';
import { routeOfDoc } from '../../../src/content/docs-model.js';
import { isMdxSource, usesMdx } from '../../../src/content/page-files.js';
import { unwrapMdxCodeBlocks } from '../../../src/markdown/remark-mdx-code-block.js';
import { numberPrefixParserOf, withoutNumberPrefixes } from '../../../src/content/number-prefix.js';

const doc = (relativePath: string, frontmatter: Record<string, string> = {}) => ({
  relativePath,
  absolutePath: `/site/docs/${relativePath}`,
  frontmatter: frontmatter as never,
});

describe("Docusaurus's URL rules (routeOfDoc)", () => {
  it('takes the frontmatter id instead of the file name, in the folder, number prefixes left out', () => {
    expect(routeOfDoc(doc('CLI.md', { id: 'cli' }))).toBe('/cli');
    expect(routeOfDoc(doc('CLI.md'))).toBe('/CLI');
    expect(routeOfDoc(doc('01-guides/02-install.md', { id: 'setup' }))).toBe('/guides/setup');
  });

  it('takes a slug: relative to the folder, or absolute; a folder page is the folder unless it has a slug', () => {
    expect(routeOfDoc(doc('guides/moved.md', { slug: 'renamed', id: 'x' }))).toBe('/guides/renamed');
    expect(routeOfDoc(doc('guides/moved.md', { slug: '/else/where' }))).toBe('/else/where');
    expect(routeOfDoc(doc('guides/README.md', { id: 'overview' }))).toBe('/guides');
    expect(routeOfDoc(doc('guides/index.md', { slug: 'start' }))).toBe('/guides/start');
  });
});

describe('markdown.format: which pages are MDX', () => {
  it('reads a .md page as MDX when it uses MDX, and only with the mdx format', () => {
    const body = "import Tabs from '@theme/Tabs';\n\n<Tabs />\n";
    expect(isMdxSource('a.md', body, 'mdx')).toBe(true);
    expect(isMdxSource('a.md', body, 'detect')).toBe(false);
    expect(isMdxSource('a.mdx', 'Plain.', 'detect')).toBe(true);
    expect(isMdxSource('a.mdx', body, 'md')).toBe(false);
  });

  it('sees imports, components, expression attributes and mdx-code-block fences, not code or inline code', () => {
    expect(usesMdx('<TOCInline toc={toc} />')).toBe(true);
    expect(usesMdx('<div style={{color: "red"}}>x</div>')).toBe(true);
    expect(usesMdx('```mdx-code-block\n<X/>\n```')).toBe(true);
    expect(usesMdx('export const x = 1;')).toBe(true);
    expect(usesMdx('Text with `<Tabs>` in code, a <br> and <div class="x">.')).toBe(false);
    expect(usesMdx('```jsx\nimport A from "a";\n<A />\n```\n')).toBe(false);
    expect(usesMdx('````md\n```\n<A />\n```\n````\n')).toBe(false);
  });
});

describe('unwrapMdxCodeBlocks', () => {
  it('turns the fence lines into empty lines, across fences, keeping inner fences of a longer one', () => {
    const body = "```mdx-code-block\nimport W from '@site/w';\n<W>\n```\n\nText.\n\n````mdx-code-block\n```js\nx\n```\n</W>\n````\n";
    expect(unwrapMdxCodeBlocks(body)).toBe("\nimport W from '@site/w';\n<W>\n\n\nText.\n\n\n```js\nx\n```\n</W>\n\n");
  });
});

describe('numberPrefixParserOf (docs.numberPrefixParser)', () => {
  it("reads Docusaurus's rule by default, none with false, and a site's function", () => {
    expect(numberPrefixParserOf(undefined)('01-intro')).toEqual({ name: 'intro', position: 1 });
    expect(numberPrefixParserOf(true)('2024-01-release')).toEqual({ name: '2024-01-release' });
    expect(numberPrefixParserOf(false)('01-intro')).toEqual({ name: '01-intro' });
    const own = numberPrefixParserOf((filename) =>
      filename.startsWith('v') ? { filename: filename.slice(1), numberPrefix: 7 } : { filename },
    );
    expect(own('vintro')).toEqual({ name: 'intro', position: 7 });
    expect(own('01-intro')).toEqual({ name: '01-intro' });
    expect(withoutNumberPrefixes('01-guides/02-setup.md', numberPrefixParserOf(false))).toBe('01-guides/02-setup.md');
    expect(routeOfDoc(doc('01-guides/02-setup.md'), numberPrefixParserOf(false))).toBe('/01-guides/02-setup');
  });
});
