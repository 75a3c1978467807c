import { describe, expect, it } from 'vitest';
import { testRenderer } from '../../helpers/markdown.js';

const render = testRenderer();
const page = (body: string) => render({ path: '/site/docs/guides/tips.md', sourcePath: 'guides/tips.md', body, lineOffset: 4 });

describe('unclosed container directives', () => {
  it('warns with the file and the line of the opening fence (frontmatter counted) when a :::tip is never closed', async () => {
    const output = await page('Intro.\n\n:::tip\nA tip.\n\n## Later section\n\nMore text.\n');
    expect(output.warnings).toEqual([
      {
        file: '/site/docs/guides/tips.md',
        line: 7,
        column: 1,
        message:
          '`:::tip` opened at line 7 is never closed with `:::`, so the rest of the page is inside it; add a line `:::` where it should end',
      },
    ]);
  });

  it('names the fence as written, also for an unclosed container on the last line and one inside another', async () => {
    expect((await page('::::note')).warnings.map((warning) => warning.message)).toEqual([
      '`::::note` opened at line 5 is never closed with `::::`, so the rest of the page is inside it; add a line `::::` where it should end',
    ]);
    const nested = await page('> :::warning\n> Careful.\n\nAfter.\n');
    expect(nested.warnings).toMatchObject([
      { line: 5, message: expect.stringMatching(/^`:::warning` opened at line 5 .*enclosing block/) },
    ]);
  });

  it('does not warn about closed containers, nested ones or tabs', async () => {
    const output = await page(
      ':::tip\nA tip.\n:::\n\n::::note[Outer]\n:::tip\nInner.\n:::\n::::\n\n::::tabs\n:::tab[A]\nA.\n:::\n:::tab[B]\nB.\n:::\n::::\n\n:::details More\n:::\n',
    );
    expect(output.warnings).toEqual([]);
  });
});
