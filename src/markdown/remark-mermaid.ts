import type { Code, Html, Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { mermaidFiles } from './vendor-files.js';
import { ASSET_FOLDER } from '../core/output.js';
import type { WidgetDirectiveOptions } from './remark-widgets.js';

/** The widget that draws diagrams, and where its Mermaid module is, relative to the widget chunks. */
export const MERMAID_WIDGET = 'mermaid';
const mermaidModule = () => `./${mermaidFiles().entry.slice(`${ASSET_FOLDER}/`.length)}`;

/**
 * ```` ```mermaid ```` fences become the Mermaid widget: an island that shows the source
 * until Mermaid (loaded only on pages that have a diagram) draws it in the browser.
 */
export function remarkMermaid(options: Pick<WidgetDirectiveOptions, 'renderWidget'>) {
  return (tree: Root, file: VFile) => {
    let used = false;
    visit(tree, 'code', (node: Code, index, parent) => {
      if (node.lang !== 'mermaid' || !parent || index === undefined) return;
      const html: Html = {
        type: 'html',
        value: options.renderWidget(MERMAID_WIDGET, { source: node.value, module: mermaidModule() }, file),
      };
      parent.children.splice(index, 1, html);
      used = true;
    });
    if (used) file.data.widgets = [...new Set([...(file.data.widgets ?? []), MERMAID_WIDGET])];
  };
}
