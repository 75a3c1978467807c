import type { Nodes, Root } from 'mdast';

/** What a node of the parsed text held before the twin's changes: the fields those changes touch. */
interface Before {
  children?: readonly unknown[];
  url?: string;
  value?: string;
  attributes?: string;
}

/** The parsed text's nodes as they were, to tell afterwards which ones the twin's changes touched. */
export type TreeSnapshot = Map<object, Before>;

/** Nodes a changed URL or label can be written back in place of, when they sit on one line. */
const IN_PLACE = new Set(['link', 'image', 'definition', 'linkReference', 'imageReference']);

/** Records every node of `tree` with the fields the twin's changes may touch (call before changing it). */
export function snapshotTree(tree: Root): TreeSnapshot {
  const before: TreeSnapshot = new Map();
  const walk = (node: Nodes) => {
    const fields = node as { url?: string; value?: string; attributes?: object | null };
    before.set(node, {
      children: 'children' in node ? node.children.slice() : undefined,
      url: fields.url,
      value: fields.value,
      attributes: fields.attributes ? JSON.stringify(fields.attributes) : undefined,
    });
    if ('children' in node) for (const child of node.children) walk(child);
  };
  walk(tree);
  return before;
}

/**
 * The changed tree written as markdown, keeping the author's own text wherever the tree
 * is unchanged: a top-level block nobody touched is copied from `source` as written, a
 * link or image on one line whose URL changed is written anew in its place, and any other
 * changed block is written anew whole. What is written anew is written in one call of
 * `write` (the serialiser of a whole text, which is what a twin cost before: about a
 * sixth of a page's markdown time, much of it each call's setting up). The blank lines
 * between blocks are the author's where both blocks are the author's, in order.
 */
export function spliceMarkdown(source: string, tree: Root, before: TreeSnapshot, write: (tree: Root) => string): string {
  const original = (before.get(tree)?.children ?? []) as readonly Nodes[];
  const indexOf = new Map(original.map((node, index) => [node, index]));
  const pieces: (string | Nodes)[] = [];
  let previous: { index: number; end: number } | undefined;
  for (const block of tree.children) {
    const index = indexOf.get(block);
    const start = block.position?.start.offset;
    const end = block.position?.end.offset;
    const authored = index !== undefined && start !== undefined && end !== undefined;
    if (pieces.length > 0) pieces.push(authored && previous && index === previous.index + 1 ? source.slice(previous.end, start) : '\n\n');
    pieces.push(...(authored ? blockPieces(source, block, before) : [block]));
    previous = authored ? { index, end } : undefined;
  }
  if (pieces.length === 0) return '';
  const written = writeEach(
    pieces.filter((piece): piece is Nodes => typeof piece !== 'string'),
    write,
  );
  let at = 0;
  return `${pieces.map((piece) => (typeof piece === 'string' ? piece : written[at++])).join('')}\n`;
}

/** One top-level block: as written, with its one-line links to write anew in place, or the block itself when it changed otherwise. */
function blockPieces(source: string, block: Nodes, before: TreeSnapshot): (string | Nodes)[] {
  const edits: Nodes[] = [];
  if (!collectEdits(block, before, edits)) return [block];
  const { start, end } = offsets(block);
  const pieces: (string | Nodes)[] = [];
  let at = start;
  for (const node of edits) {
    const range = offsets(node);
    pieces.push(source.slice(at, range.start), node);
    at = range.end;
  }
  pieces.push(source.slice(at, end));
  return pieces;
}

/** Cannot occur in parsed text (markdown reads NUL as U+FFFD), and an HTML node is written as it is. */
const SEPARATOR = '\u0000';
const trimmed = (part: string) => part.replace(/^\n+|\n+$/g, '');
const PHRASING = new Set(['link', 'image', 'linkReference', 'imageReference']);

/** Each node written as markdown, all in one call of `write`: separated by a marker that is split on after. */
function writeEach(nodes: readonly Nodes[], write: (tree: Root) => string): string[] {
  if (nodes.length === 0) return [];
  const children = nodes.flatMap((node, index) => {
    const block = PHRASING.has(node.type) ? { type: 'paragraph', children: [node] } : node;
    return index === 0 ? [block] : [{ type: 'html', value: SEPARATOR }, block];
  });
  const parts = write({ type: 'root', children } as Root).split(SEPARATOR);
  // A NUL in a text docgen added (a title from the frontmatter): each node written on its own instead.
  if (parts.length !== nodes.length) return nodes.map((node) => trimmed(write({ type: 'root', children: [node] } as Root)));
  return parts.map(trimmed);
}

/** Adds to `edits` the nodes under `node` to write anew in place; false when some change cannot be written in place. */
function collectEdits(node: Nodes, before: TreeSnapshot, edits: Nodes[], inTable = false): boolean {
  const was = before.get(node);
  if (!was || !node.position) return false;
  if (changed(node, was)) {
    // In a table, a `|` of the link's text needs the escape only the whole table's writing gives it.
    if (inTable || !IN_PLACE.has(node.type) || node.position.start.line !== node.position.end.line) return false;
    edits.push(node);
    return true;
  }
  if (!('children' in node)) return true;
  return node.children.every((child) => collectEdits(child, before, edits, inTable || node.type === 'table'));
}

function changed(node: Nodes, was: Before): boolean {
  const fields = node as { url?: string; value?: string; attributes?: object | null };
  if (fields.url !== was.url || fields.value !== was.value) return true;
  if ((fields.attributes ? JSON.stringify(fields.attributes) : undefined) !== was.attributes) return true;
  const children = 'children' in node ? (node.children as readonly unknown[]) : undefined;
  if (!children || !was.children) return children !== was.children;
  return children.length !== was.children.length || children.some((child, index) => child !== was.children![index]);
}

function offsets(node: Nodes): { start: number; end: number } {
  return { start: node.position!.start.offset!, end: node.position!.end.offset! };
}
