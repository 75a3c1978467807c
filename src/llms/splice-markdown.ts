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
 * A new block quote standing for an authored container (an admonition): its children
 * past the first are the container's own, so they can be copied as written, each line
 * quoted.
 */
export type QuotedFrom = ReadonlyMap<object, Nodes>;

/** How blocks are written anew: the serialiser, and the blocks the caller writes itself without it (or undefined). */
export interface Writer {
  tree(tree: Root): string;
  block?(node: Nodes): string | undefined;
}

/** A quote's content, its lines prefixed with `>` once every piece in it is written. */
interface Quoted {
  quoted: Piece[];
}
type Piece = string | Nodes | Quoted;

/**
 * The changed tree written as markdown, keeping the author's own text wherever the tree
 * is unchanged: a top-level block nobody touched is copied from `source` as written, a
 * link or image on one line whose URL changed is written anew in its place, a quote made
 * of an authored container (`quotedFrom`) keeps that container's blocks as written, and
 * any other changed block is written anew whole, all in one call of `write` (the
 * serialiser, which wrote the whole text before: a sixth of a page's markdown time). The
 * blank lines between blocks are the author's where both blocks are the author's, in order.
 */
export function spliceMarkdown(
  source: string,
  tree: Root,
  before: TreeSnapshot,
  writer: Writer,
  quotedFrom: QuotedFrom = new Map(),
): string {
  const pieces = blocksPieces(source, tree.children, before.get(tree)?.children ?? [], before, quotedFrom);
  if (pieces.length === 0) return '';
  const nodes: Nodes[] = [];
  const collect = (list: Piece[]): void => {
    for (const piece of list)
      if (isQuoted(piece)) collect(piece.quoted);
      else if (typeof piece !== 'string') nodes.push(piece);
  };
  collect(pieces);
  const written = writeEach(nodes, writer);
  let at = 0;
  // In the order collect read them: each written node takes its place.
  const text = (list: Piece[]): string =>
    list.map((piece) => (typeof piece === 'string' ? piece : isQuoted(piece) ? quoteLines(text(piece.quoted)) : written[at++])).join('');
  return `${text(pieces)}\n`;
}

const isQuoted = (piece: Piece): piece is Quoted => typeof piece !== 'string' && 'quoted' in piece;

/** The pieces of sibling blocks, `original` being their parent's children as parsed. */
function blocksPieces(
  source: string,
  blocks: readonly Nodes[],
  original: readonly unknown[],
  before: TreeSnapshot,
  quotedFrom: QuotedFrom,
): Piece[] {
  const indexOf = new Map(original.map((node, index) => [node, index]));
  const pieces: Piece[] = [];
  let previous: { index: number; end: number; rewritten: boolean } | undefined;
  let last: Nodes | undefined;
  for (const block of blocks) {
    const index = indexOf.get(block);
    const start = block.position && lineStart(source, block.position.start.offset!);
    const end = block.position?.end.offset;
    const authored = index !== undefined && start !== undefined && end !== undefined;
    const own = authored ? blockPieces(source, block, start, before) : (quotePieces(source, block, before, quotedFrom) ?? [block]);
    const rewritten = own.length === 1 && own[0] === block;
    // The author's blank lines between two blocks of theirs, as long as both are written as they wrote them.
    const neighbours = authored && previous && index === previous.index + 1 && !previous.rewritten && !rewritten;
    if (last) pieces.push(neighbours ? source.slice(previous!.end, start) : separator(last, block));
    pieces.push(...own);
    previous = authored ? { index, end, rewritten } : undefined;
    last = block;
  }
  return pieces;
}

/**
 * A quote made of an authored container: its title written anew, the container's blocks
 * as written. Only when each of those blocks starts a line without indentation and holds no
 * tab, so that its text means the same once quoted (a tab after `> ` would indent less).
 */
function quotePieces(source: string, block: Nodes, before: TreeSnapshot, quotedFrom: QuotedFrom): Piece[] | undefined {
  const from = quotedFrom.get(block);
  const original = from && before.get(from)?.children;
  if (block.type !== 'blockquote' || !original) return undefined;
  const [title, ...body] = block.children;
  if (!title || before.has(title)) return undefined;
  for (const node of body) {
    const position = (quotedFrom.get(node) ?? node).position;
    const start = position?.start.offset;
    if (start === undefined || (start > 0 && source[start - 1] !== '\n') || source.slice(start, position!.end.offset).includes('\t'))
      return undefined;
  }
  const inner = blocksPieces(source, body, original, before, quotedFrom);
  return [{ quoted: inner.length ? [title, '\n\n', ...inner] : [title] }];
}

/** Each line quoted as the serialiser quotes a block quote's content: `> `, or `>` alone on a blank line. */
function quoteLines(text: string): string {
  return text
    .split(/(\r?\n|\r)/)
    .map((part, index) => (index % 2 ? part : part ? `> ${part}` : '>'))
    .join('');
}

/**
 * Where a top-level block's line starts: its position starts after its indentation, which
 * is part of it (up to three spaces before a fence or a list keep their meaning).
 */
function lineStart(source: string, offset: number): number {
  let at = offset;
  while (at > 0 && (source[at - 1] === ' ' || source[at - 1] === '\t')) at--;
  return at;
}

/**
 * Between two blocks not both as the author wrote them, side by side: a blank line, and an empty
 * comment after a list that another list or code follows (else they would read as one
 * list, as the whole tree's writing would have told them apart by another bullet).
 */
function separator(previous: Nodes, next: Nodes): string {
  return previous.type === 'list' && (next.type === 'list' || next.type === 'code') ? '\n\n<!---->\n\n' : '\n\n';
}

/** One top-level block: as written, with its one-line links to write anew in place, or the block itself when it changed otherwise. */
function blockPieces(source: string, block: Nodes, start: number, before: TreeSnapshot): (string | Nodes)[] {
  const edits: Nodes[] = [];
  if (!collectEdits(source, block, before, edits)) return [block];
  const { end } = offsets(block);
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

/**
 * Each node written as markdown: those `writer.block` writes itself, the others in one call
 * of the serialiser (a page's call costs more than its blocks), separated by a marker that
 * is split on after.
 */
function writeEach(nodes: readonly Nodes[], writer: Writer): string[] {
  const quick = nodes.map((node) => writer.block?.(node));
  const rest = nodes.filter((_, index) => quick[index] === undefined);
  const serialised = serialiseEach(rest, writer.tree);
  let at = 0;
  return quick.map((text) => text ?? serialised[at++]!);
}

function serialiseEach(nodes: readonly Nodes[], write: (tree: Root) => string): string[] {
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
function collectEdits(source: string, node: Nodes, before: TreeSnapshot, edits: Nodes[], inTable = false): boolean {
  const was = before.get(node);
  if (!was || !node.position) return false;
  if (changed(node, was)) {
    if (!IN_PLACE.has(node.type) || node.position.start.line !== node.position.end.line) return false;
    // In a table, a `|` of the link's text needs the escape only the whole table's writing
    // gives it; a newline spelled `&#10;` would end a heading once written; and a link
    // after `!` would become an image.
    if (inTable || hasNewline(node) || (node.type === 'link' && source[node.position.start.offset! - 1] === '!')) return false;
    edits.push(node);
    return true;
  }
  if (!('children' in node)) return true;
  return node.children.every((child) => collectEdits(source, child, before, edits, inTable || node.type === 'table'));
}

/** Whether a node's text, URL, title or alternative text holds a line break (written with a character reference). */
function hasNewline(node: Nodes): boolean {
  const fields = node as { url?: string; value?: string; title?: string | null; alt?: string | null };
  if ([fields.url, fields.value, fields.title, fields.alt].some((text) => text?.includes('\n'))) return true;
  return 'children' in node && node.children.some(hasNewline);
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
