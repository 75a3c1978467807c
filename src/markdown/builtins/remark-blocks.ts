import type { Root } from 'mdast';
import type { ContainerDirective, TextDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { errors } from '../../errors/catalogue.js';
import { englishMessages } from '../../i18n/messages.js';
import { ADMONITION_TYPES } from '../../config/admonition-types.js';
import { directiveLabel, fileLine } from './directive-parts.js';

export const BADGE_VARIANTS = ['default', ...ADMONITION_TYPES] as const;

/**
 * The small built-ins, all plain HTML: `:::steps` (a numbered list drawn as steps),
 * `:::details[Summary]` (a `<details>` with a styled summary; the default summary is
 * the locale's "Details") and `:badge[New]{variant="tip"}` (an inline label).
 */
export function remarkBlocks() {
  return (tree: Root, file: VFile) => {
    const lineOffset = file.data.lineOffset ?? 0;
    const messages = file.data.messages ?? englishMessages;
    visit(tree, (node) => {
      if (node.type === 'textDirective' && node.name === 'badge') badge(node, file.path, lineOffset);
      if (node.type !== 'containerDirective') return;
      if (node.name === 'steps') steps(node, file.path, lineOffset);
      if (node.name === 'details') details(node, messages.format('details.summary'));
    });
  };
}

function steps(node: ContainerDirective, path: string, lineOffset: number): void {
  const [list, ...rest] = node.children;
  if (!list || list.type !== 'list' || !list.ordered || rest.length) {
    throw errors.stepsInvalid({ file: path, line: fileLine(node, lineOffset) });
  }
  node.data = { hName: 'div', hProperties: { className: ['steps'] } };
}

function details(node: ContainerDirective, defaultSummary: string): void {
  const { label, body } = directiveLabel(node);
  const summary = {
    type: 'paragraph' as const,
    children: label ?? [{ type: 'text' as const, value: defaultSummary }],
    data: { hName: 'summary' },
  };
  node.children = [summary, ...body];
  node.data = { hName: 'details', hProperties: { className: ['details'], open: 'open' in (node.attributes ?? {}) } };
}

function badge(node: TextDirective, path: string, lineOffset: number): void {
  const variant = node.attributes?.variant || 'default';
  const where = { file: path, line: fileLine(node, lineOffset) };
  if (!(BADGE_VARIANTS as readonly string[]).includes(variant)) {
    throw errors.badgeInvalid(where, `The badge variant "${variant}" is not known`, BADGE_VARIANTS);
  }
  if (node.children.length === 0) throw errors.badgeInvalid(where, 'A badge has no text', BADGE_VARIANTS);
  node.data = { hName: 'span', hProperties: { className: ['badge', `badge-${variant}`] } };
}
