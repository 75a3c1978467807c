import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { EXIT, visit } from 'unist-util-visit';

declare module 'vfile' {
  interface DataMap {
    /** The page has math: it links KaTeX's stylesheet. */
    math: boolean;
  }
}

function hasMath(tree: Root): boolean {
  let found = false;
  visit(tree, 'element', (node: Element) => {
    const classes = node.properties.className;
    if (Array.isArray(classes) && classes.includes('language-math')) {
      found = true;
      return EXIT;
    }
  });
  return found;
}

/**
 * `$inline$`, `$$block$$` and ```` ```math ```` (parsed by remark-math) rendered at build
 * time by KaTeX to HTML and MathML, so no script runs in the browser. KaTeX is loaded only
 * when a page has math. A formula KaTeX cannot read stays on the page in red, with a
 * warning at its file line saying why. Runs before code blocks, which would take ```math.
 */
export function rehypeMath() {
  return async (tree: Root, file: VFile) => {
    if (!hasMath(tree)) return;
    const { default: rehypeKatex } = await import('rehype-katex');
    const before = file.messages.length;
    (rehypeKatex({ output: 'htmlAndMathml' }) as (tree: Root, file: VFile) => void)(tree, file);
    for (const message of file.messages.slice(before)) {
      const cause = message.cause instanceof Error ? `: ${message.cause.message.replace(/^KaTeX parse error: /, '')}` : '';
      message.reason = `${message.reason}${cause}`;
      message.message = message.reason;
      if (message.line != null) message.line += file.data.lineOffset ?? 0;
    }
    file.data.math = true;
  };
}
