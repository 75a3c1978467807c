import { isDocgenError } from '../errors/docgen-error.js';
import { errors } from '../errors/catalogue.js';
import { renderIslandHtml } from '../islands/island.js';
import type { DocsModel } from '../content/docs-model.js';
import type { Routes } from '../routes/route-table.js';
import { findWidget, widgetDefinitions } from '../../widgets/registry.js';
import { createMarkdownRenderer, type MarkdownOutput, type MarkdownRenderer } from './processor.js';

/**
 * Every doc's markdown, by route, rendered concurrently by one processor. Runs once the
 * route table is frozen: a link to another doc resolves to that doc's route in the table.
 */
export async function renderAllMarkdown(model: DocsModel, routes: Routes): Promise<Map<string, MarkdownOutput>> {
  const render = markdownRendererFor(model, routes);
  const outputs = new Map<string, MarkdownOutput>();
  await Promise.all(
    [...model.docs.values()].map(async ({ doc, route }) => {
      try {
        outputs.set(
          route,
          await render({ path: doc.absolutePath, sourcePath: doc.relativePath, body: doc.body, lineOffset: doc.bodyLineOffset }),
        );
      } catch (error) {
        if (isDocgenError(error)) throw error;
        const line = (error as { line?: number }).line;
        throw errors.markdownFailed(doc.absolutePath, error, line === undefined ? undefined : line + doc.bodyLineOffset);
      }
    }),
  );
  return outputs;
}

/** The processor with the site's widgets: directives, URL props and island rendering. */
function markdownRendererFor(model: DocsModel, routes: Routes): MarkdownRenderer {
  return createMarkdownRenderer({
    routeForDoc: (relativePath) => {
      const route = model.docsByPath.get(relativePath)?.route;
      return route !== undefined && routes.has(route) ? route : undefined;
    },
    directives: Object.fromEntries(
      widgetDefinitions.filter((widget) => widget.directive).map((widget) => [widget.directive!, widget.name]),
    ),
    urlProps: Object.fromEntries(widgetDefinitions.flatMap((widget) => (widget.urlProps ? [[widget.name, widget.urlProps]] : []))),
    renderWidget: (name, props, file) => {
      const definition = findWidget(name)!;
      return renderIslandHtml(file.data.islands!, name, definition.parseProps ? definition.parseProps(props) : props);
    },
  });
}
