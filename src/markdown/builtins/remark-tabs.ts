import type { Html, Paragraph, Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { errors } from '../../errors/catalogue.js';
import { directiveLabel, fileLine, plainText } from './directive-parts.js';
import { TABS_CLASS, tabsProps, tabValueOf, type TabsItem } from './tabs-model.js';

export interface TabsOptions {
  /** Server-renders a widget as an island of the page `file`. */
  renderWidget: (widget: string, props: Record<string, unknown>, file: VFile) => string;
}

/**
 * `::::tabs{groupId="os" queryString}` around `:::tab[macOS]{value="mac" default}` blocks.
 * Every panel is in the HTML with its label as a caption, so the page reads whole without
 * JavaScript; the `tabs` island placed first in the container turns them into a tablist.
 */
export function remarkTabs(options: TabsOptions) {
  return (tree: Root, file: VFile) => {
    const lineOffset = file.data.lineOffset ?? 0;
    const fail = (node: ContainerDirective, problem: string) =>
      errors.tabsInvalid({ file: file.path, line: fileLine(node, lineOffset) }, problem);
    visit(tree, 'containerDirective', (node: ContainerDirective) => {
      // A panel is marked by its tabs (visited first): an unmarked one stands alone.
      if (node.name === 'tab' && !node.data?.hName) throw fail(node, 'is missing around this :::tab (a tab is only valid inside tabs)');
      if (node.name !== 'tabs') return;
      const items: (TabsItem & { isDefault?: boolean })[] = [];
      for (const child of node.children) {
        if (child.type === 'paragraph' && (child.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) continue;
        if (child.type !== 'containerDirective' || child.name !== 'tab') {
          throw fail(child.type === 'containerDirective' ? child : node, `holds ${describe(child)}; only :::tab blocks may be in it`);
        }
        items.push(tabPanel(child, items.length, (problem) => fail(child, problem)));
      }
      const attributes = node.attributes ?? {};
      const props = tabsProps(items, {
        groupId: attributes.groupId || attributes.group || undefined,
        queryString: 'queryString' in attributes ? (attributes.queryString ?? true) : undefined,
        defaultValue: attributes.defaultValue || undefined,
      });
      if (typeof props === 'string') throw fail(node, props);
      // The default panel is marked, so the stylesheet can fold the others before the island hydrates.
      for (const child of node.children) {
        const properties = child.data?.hProperties;
        if (child.type === 'containerDirective' && properties?.dataTabValue === props.defaultValue) properties.dataTabDefault = true;
      }
      const island: Html = { type: 'html', value: options.renderWidget('tabs', { ...props }, file) };
      const used = new Set(file.data.widgets ?? []);
      used.add('tabs');
      file.data.widgets = [...used];
      node.children = [island as never, ...node.children.filter((child) => child.type === 'containerDirective')];
      node.data = { hName: 'div', hProperties: { className: [TABS_CLASS.container] } };
    });
  };
}

/** A `:::tab` as a panel: its caption (the label) first, then its content. */
function tabPanel(node: ContainerDirective, index: number, fail: (problem: string) => Error): TabsItem & { isDefault?: boolean } {
  const attributes = node.attributes ?? {};
  const { label: written, body } = directiveLabel(node);
  const label = attributes.label || (written ? plainText(written).trim() : '') || attributes.value || '';
  if (!label) throw fail(`tab ${index + 1} has no label: write :::tab[Label] or :::tab{label="Label"}`);
  const value = attributes.value || tabValueOf(label);
  const caption: Paragraph = {
    type: 'paragraph',
    children: written && !attributes.label ? written : [{ type: 'text', value: label }],
    data: { hName: 'p', hProperties: { className: [TABS_CLASS.caption] } },
  };
  node.children = [caption, ...body];
  node.data = { hName: 'div', hProperties: { className: [TABS_CLASS.panel], dataTabValue: value } };
  return { value, label, isDefault: 'default' in attributes };
}

function describe(node: { type: string; name?: string | null }): string {
  return node.type.endsWith('Directive') ? `::${node.name}` : `a ${node.type}`;
}
