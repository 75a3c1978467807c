import { describe, expect, it } from 'vitest';
import { mdxReaderText } from '../../../src/mdx/reader-text.js';

/** The markdown twin of an MDX page (src/mdx/reader-text.ts). */
describe('the text of an MDX page for AI readers', () => {
  it('leaves out import and export blocks (to the blank line) and comments', () => {
    const body =
      "import A from './a.tsx';\nimport {\n  B,\n} from 'b';\n\nexport const x = 1;\n\n{/* note to self */}\n\nText {x} <A />.\n";
    expect(mdxReaderText(body)).toBe('Text {x} <A />.\n');
  });

  it('keeps code fences as written, imports and comments included', () => {
    const body = "Use it:\n\n```js\nimport A from 'a';\n{/* kept */}\n```\n";
    expect(mdxReaderText(body)).toBe(body);
  });

  it('keeps inline code that holds a comment, and leaves out the comments around it', () => {
    const body = 'Use a `{/*` `truncate` `*/}` comment {/* hidden */} and ``a `{/* x */}` b`` too.\n';
    expect(mdxReaderText(body)).toBe('Use a `{/*` `truncate` `*/}` comment  and ``a `{/* x */}` b`` too.\n');
    expect(mdxReaderText('Also `{/* x */}` inline.\n')).toBe('Also `{/* x */}` inline.\n');
  });
});
