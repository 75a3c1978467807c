import { describe, expect, it } from 'vitest';
import { docgenRejectionOf } from '../../helpers/temp.js';
import { page, renderDocs } from './render-docs.js';

/** Mistakes in MDX pages: the catalogue's error, at the page's file line (frontmatter counted). */
describe('MDX page errors', () => {
  const failure = (files: Record<string, string>) => docgenRejectionOf(renderDocs(files));

  it('a syntax error: MDX’s message, at the file line', async () => {
    const error = await failure({ 'docs/a.mdx': page('A', 'Text.\n\n<div>\n  never closed\n') });
    expect(error.code).toBe('DG170');
    expect(error.location).toMatchObject({ file: expect.stringMatching(/docs\/a\.mdx$/), line: 7, column: 1 });
    expect(error.message).toContain('Expected a closing tag for `<div>` (7:1-7:6)');
  });

  it('an expression that is not JavaScript: at its line and column', async () => {
    const error = await failure({ 'docs/a.mdx': page('A', 'One.\n\nTwo {1 +} three.\n') });
    expect(error.code).toBe('DG170');
    expect(error.location).toMatchObject({ line: 7, column: 9 });
  });

  it('an import that does not resolve: the line and column of the import in the page', async () => {
    const error = await failure({ 'docs/guides/a.mdx': page('A', "Intro.\n\nimport Chart from './Chart.tsx';\n\n<Chart />\n") });
    expect(error.code).toBe('DG171');
    expect(error.location).toMatchObject({ file: expect.stringMatching(/docs\/guides\/a\.mdx$/), line: 7, column: 19 });
    expect(error.message).toContain('"./Chart.tsx"');
  });

  it('a package that is not installed: named, at the import line', async () => {
    const error = await failure({ 'docs/a.mdx': page('A', "import { x } from 'no-such-package-here';\n\n{x}\n") });
    expect(error.code).toBe('DG171');
    expect(error.location).toMatchObject({ line: 5 });
    expect(error.message).toContain('"no-such-package-here"');
  });

  it('a component used without import: its name, the provided ones, and the line of its use', async () => {
    const error = await failure({ 'docs/a.mdx': page('A', 'Text.\n\n<Chart data={[1, 2]} />\n') });
    expect(error.code).toBe('DG173');
    expect(error.location).toMatchObject({ line: 7, column: 1 });
    expect(error.message).toContain('<Chart> is neither imported');
    expect(error.message).toContain('QrCode');
  });

  it('a component that throws: the page, the component and the line where the page uses it', async () => {
    const error = await failure({
      'components/Boom.tsx': "export function Boom(): never {\n  throw new Error('no data for the chart');\n}\n",
      'docs/a.mdx': page('A', "import { Boom } from '../components/Boom.tsx';\n\nFine.\n\n<div>\n  <Boom />\n</div>\n"),
    });
    expect(error.code).toBe('DG172');
    expect(error.location).toMatchObject({ file: expect.stringMatching(/docs\/a\.mdx$/), line: 10, column: 3 });
    expect(error.message).toContain('<Boom>');
    expect((error.cause as Error).message).toBe('no data for the chart');
  });

  it("DocCardList without items on a page that is no category's own: DG172 at its line, saying what to do", async () => {
    const error = await failure({
      'docs/a.mdx': page('A', "import DocCardList from '@theme/DocCardList';\n\nCards:\n\n<DocCardList />\n"),
    });
    expect(error.code).toBe('DG172');
    expect(error.location).toMatchObject({ file: expect.stringMatching(/docs\/a\.mdx$/), line: 9 });
    expect((error.cause as Error).message).toContain('This page is not the page of a sidebar category');
    expect((error.cause as Error).message).toContain('pass the cards as `items`');
  });

  it('a component that fails to compile: esbuild’s message at the component’s own line', async () => {
    const error = await failure({
      'components/Bad.tsx': 'export const Bad = () => <p>oops</b>;\n',
      'docs/a.mdx': page('A', "import { Bad } from '../components/Bad.tsx';\n\n<Bad />\n"),
    });
    expect(error.code).toBe('DG174');
    expect(error.location).toMatchObject({ file: expect.stringMatching(/components\/Bad\.tsx$/), line: 1 });
    expect(error.message).toContain('does not match opening "p" tag');
  });

  it('a module that throws as it loads: names the page and the cause', async () => {
    const error = await failure({
      'components/config.ts': "export const settings = JSON.parse('{not json');\n",
      'docs/a.mdx': page('A', "import { settings } from '../components/config.ts';\n\n{String(settings)}\n"),
    });
    expect(error.code).toBe('DG172');
    expect(error.location?.file).toMatch(/docs\/a\.mdx$/);
    expect(error.cause).toBeInstanceOf(SyntaxError);
  });

  it('an import esbuild cannot load (an image): its message at the line of the import in the page', async () => {
    const error = await failure({
      'docs/chart.png': 'not really a png',
      'docs/a.mdx': page('A', 'Intro.\n\nimport chart from \'./chart.png\';\n\n<img src={chart} alt="" />\n'),
    });
    expect(error.code).toBe('DG174');
    expect(error.location).toMatchObject({ file: expect.stringMatching(/docs\/a\.mdx$/), line: 7, column: 19 });
    expect(error.message).toContain('No loader is configured for ".png" files');
  });
});
