import type { Messages } from '../i18n/messages.js';
import { renderIslandHtml } from '../islands/island.js';
import { findWidget, widgetDefinitions } from '../../widgets/registry.js';
import { componentDirectives } from '../components/markdown-components.js';
import { noSiteComponents, type SiteComponents } from '../components/site-components.js';
import type { MarkdownPlugins } from '../config/markdown-schema.js';
import type { MarkdownOptions } from './processor.js';
import type { LinkOptions } from './remark-links.js';
import type { ImageSizeOptions } from './remark-image-sizes.js';
import type { CustomAdmonitions } from '../config/admonition-types.js';

/** What the docs' markdown options are made of, besides the route lookups. */
export interface DocsMarkdownSettings {
  messages: Messages;
  plugins?: MarkdownPlugins;
  images?: ImageSizeOptions;
  admonitions?: CustomAdmonitions;
  components?: SiteComponents;
  /** The site folder, the sandbox of what pages include. */
  siteRoot?: string;
}

/**
 * The markdown options of a docs folder's pages, the same on the main thread and on a
 * worker (src/markdown/markdown-worker.ts), so both render a page alike.
 */
export function docsMarkdownOptions(settings: DocsMarkdownSettings, links: LinkOptions): MarkdownOptions {
  const siteComponents = settings.components ?? noSiteComponents;
  const { messages } = settings;
  return {
    ...links,
    directives: Object.fromEntries(
      widgetDefinitions.filter((widget) => widget.directive).map((widget) => [widget.directive!, widget.name]),
    ),
    urlProps: Object.fromEntries(widgetDefinitions.flatMap((widget) => (widget.urlProps ? [[widget.name, widget.urlProps]] : []))),
    renderWidget: (name, props, file, hydrate) => {
      const definition = findWidget(name)!;
      const checked = definition.parseProps ? definition.parseProps(props) : props;
      const words = definition.messageKeys && { messages: messages.pick(definition.messageKeys) };
      return renderIslandHtml(file.data.islands!, name, { ...checked, ...words }, hydrate);
    },
    components: componentDirectives(siteComponents),
    admonitionOverride: siteComponents.overrides.get('Admonition')?.component,
    messages,
    admonitions: settings.admonitions,
    plugins: settings.plugins,
    images: settings.images,
    siteRoot: settings.siteRoot,
  };
}
