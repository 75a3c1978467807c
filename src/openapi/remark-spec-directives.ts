import type { Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { isBuiltinAdmonition } from '../config/admonition-types.js';

/** A line that opens an admonition (`:::note`, `::::warning[Title]`, `:::tip Title`). */
const ADMONITION_OPENING = /^[ \t]*(?:>[ \t]?)*:{3,}(note|tip|info|warning|danger|caution|important)(?![\w-])/m;

/** Whether a description has an admonition: only such texts are read with directives. */
export function hasAdmonition(markdown: string): boolean {
  return markdown.includes(':::') && ADMONITION_OPENING.test(markdown);
}

/**
 * An API document's descriptions may use Docusaurus's admonitions and nothing else of
 * the directive syntax: every other directive is put back as the text it was written as
 * (`Note:value` is text, not a `:value` directive), its content kept.
 */
export function remarkSpecDirectives() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    visit(tree, (node, index, parent) => {
      if (!parent || index === undefined) return undefined;
      if (node.type === 'textDirective') {
        parent.children.splice(index, 1, ...(asWrittenPhrasing(node as TextDirective, source) as never[]));
        return index; // the label's own directives, if any
      }
      if (node.type === 'leafDirective') {
        const paragraph: Paragraph = { type: 'paragraph', children: asWrittenPhrasing(node as LeafDirective, source) };
        parent.children.splice(index, 1, paragraph as never);
        return index;
      }
      if (node.type === 'containerDirective' && !isBuiltinAdmonition((node as ContainerDirective).name)) {
        const container = node as ContainerDirective;
        const opening = openingLine(container, source);
        const content: RootContent[] = [
          { type: 'paragraph', children: [{ type: 'text', value: opening }] },
          ...(container.children as RootContent[]),
        ];
        parent.children.splice(index, 1, ...(content as never[]));
        return index + 1; // on to the content
      }
      return undefined;
    });
  };
}

/** The directive as the author wrote it: its text around its label's nodes. */
function asWrittenPhrasing(node: TextDirective | LeafDirective, source: string): PhrasingContent[] {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  const prefix = node.type === 'textDirective' ? ':' : '::';
  if (start === undefined || end === undefined) return [{ type: 'text', value: `${prefix}${node.name}` }, ...node.children];
  const first = node.children[0]?.position?.start.offset;
  const last = node.children.at(-1)?.position?.end.offset;
  if (first === undefined || last === undefined) return [{ type: 'text', value: source.slice(start, end) }];
  return [{ type: 'text', value: source.slice(start, first) }, ...node.children, { type: 'text', value: source.slice(last, end) }];
}

function openingLine(node: ContainerDirective, source: string): string {
  const start = node.position?.start.offset;
  if (start === undefined) return `:::${node.name}`;
  const end = source.indexOf('\n', start);
  return source.slice(start, end === -1 ? undefined : end).trim();
}
