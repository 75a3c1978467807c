import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { englishMessages } from '../i18n/messages.js';
import { isHighlighted } from './highlighted-code.js';

/**
 * Tables scroll sideways inside a frame of their own (the frame shows an edge where there
 * is more to see; the page never scrolls). The scroll area is a named, focusable group so
 * keyboard users can scroll it; the page-tools widget takes it out of the tab order when
 * the table fits. A header cell without text (the corner of a matrix) becomes a plain
 * cell, since a header that says nothing labels nothing.
 */
export function rehypeTables() {
  return (tree: Root, file: VFile) => {
    const messages = file.data.messages ?? englishMessages;
    visit(tree, 'element', (node: Element) => {
      if (isHighlighted(node)) return SKIP;
      if (node.tagName === 'th' && toString(node).trim() === '') node.tagName = 'td';
    });
    visit(tree, 'element', (node: Element, index, parent) => {
      if (isHighlighted(node)) return SKIP;
      if (node.tagName !== 'table' || !parent || index === undefined) return;
      const label = messages.format('table.label', { columns: columnNames(node).join(', ') });
      parent.children[index] = framed(node, label);
      return SKIP;
    });
  };
}

/** The texts of the table's header cells, in order. */
function columnNames(table: Element): string[] {
  const names: string[] = [];
  visit(table, 'element', (cell: Element) => {
    if (cell.tagName !== 'th') return;
    const text = toString(cell).trim();
    if (text) names.push(text);
    return SKIP;
  });
  return names;
}

function framed(table: Element, label: string): Element {
  const scroller: Element = {
    type: 'element',
    tagName: 'div',
    properties: { className: ['table-scroll'], role: 'group', ariaLabel: label, tabIndex: 0 },
    children: [table as ElementContent],
  };
  return { type: 'element', tagName: 'div', properties: { className: ['table-frame'] }, children: [scroller] };
}
