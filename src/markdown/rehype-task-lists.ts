import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { SKIP, visit } from 'unist-util-visit';
import { isHighlighted } from './highlighted-code.js';
import { englishMessages } from '../i18n/messages.js';

/** A task list's checkbox is named by its item's text, so a screen reader says what is done. */
export function rehypeTaskLists() {
  return (tree: Root, file: VFile) => {
    const messages = file.data.messages ?? englishMessages;
    visit(tree, 'element', (node: Element) => {
      if (isHighlighted(node)) return SKIP;
      if (node.tagName !== 'li') return;
      const checkbox = findCheckbox(node);
      if (checkbox && checkbox.properties.ariaLabel === undefined)
        checkbox.properties.ariaLabel = toString(node).trim() || messages.format('taskList.item');
    });
  };
}

/** The checkbox GFM puts at the start of a task item (directly, or in its first paragraph). */
function findCheckbox(item: Element): Element | undefined {
  for (const child of item.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'input' && child.properties.type === 'checkbox') return child;
    if (child.tagName === 'p')
      return child.children.find(
        (inner): inner is Element => inner.type === 'element' && inner.tagName === 'input' && inner.properties.type === 'checkbox',
      );
    return undefined;
  }
  return undefined;
}
