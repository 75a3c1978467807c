import type { Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';

/**
 * Warns about a container directive (`:::tip`) that is never closed: markdown then makes
 * the rest of the page (or of the enclosing block) its content, silently. A closed
 * container's last line is its closing fence, at least as many colons as it opened with;
 * an unclosed one ends on whatever line its parent ends. Runs on the page as written,
 * before partials are included, so lines are the page's (frontmatter counted).
 */
export function remarkUnclosedDirectives() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    visit(tree, 'containerDirective', (node: ContainerDirective) => {
      const start = node.position?.start;
      const end = node.position?.end;
      if (start?.offset === undefined || end?.offset === undefined) return;
      const fence = /^:+/.exec(source.slice(start.offset))?.[0] ?? ':::';
      const lastLine = source.slice(source.lastIndexOf('\n', end.offset - 1) + 1, end.offset);
      if (new RegExp(`^[\\s>]*:{${fence.length},}\\s*$`).test(lastLine) && end.line > start.line) return;
      const line = start.line + (file.data.lineOffset ?? 0);
      const message = file.message(
        `\`${fence}${node.name}\` opened at line ${line} is never closed with \`${fence}\`, so the rest of the ${parentWord(node, tree)} is inside it; add a line \`${fence}\` where it should end`,
        node.position,
      );
      message.line = line;
    });
  };
}

/** The page when the directive is at its top level, else the block it is in. */
function parentWord(node: ContainerDirective, tree: Root): string {
  return tree.children.includes(node as never) ? 'page' : 'enclosing block';
}
