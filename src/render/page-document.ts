import type { Messages } from '../i18n/messages.js';
import { headScripts } from '../islands/head-scripts.js';
import type { ChromeProps } from '../../templates/types.js';
import { RUNTIME_MESSAGES } from '../../widgets/message-keys.js';
import { findWidget } from '../../widgets/registry.js';
import { visibleOnlyWidgets, waits } from '../islands/visible-only.js';
import { renderDocument } from './document.js';
import { buildHeadTags, siteHeadHtml } from './head.js';
import type { PagePlacement } from './page-placement.js';
import type { ClientAssets } from '../core/output.js';
import type { HeadInput } from '../core/page.js';
import type { SiteView } from '../core/page-source.js';

/**
 * A page's whole HTML document: head tags, stylesheets, and scripts only for the widgets
 * the page uses. Preloads what the page runs without waiting: the runtime's imports, React
 * and the chunks of widgets that hydrate at load or idle (not those whose every island on
 * this page waits to be visible).
 */
export function pageDocument(
  site: Pick<SiteView, 'config' | 'address'>,
  page: {
    head: HeadInput;
    placement: PagePlacement;
    bodyHtml: string;
    widgets: ReadonlySet<string>;
    chrome: ChromeProps;
    messages: Messages;
    /** Site routes of the page's own stylesheets (KaTeX's on a page with math). */
    stylesheets?: readonly string[];
    /** Site routes of the page's stylesheets that come after the site's (SourcePage.stylesheetsAfterSite). */
    stylesheetsAfterSite?: readonly string[] | undefined;
  },
  assets: ClientAssets,
): string {
  const { config, address } = site;
  const { head, widgets } = page;
  // The page's scripts, stylesheets and favicon: files, whatever their names.
  const url = (route: string) => address.href(route, 'file');
  const widgetChunks = Object.fromEntries([...widgets].map((name) => [name, url(assets.widgets[name]!)]));
  const preloads = new Set<string>();
  const preload = (route: string) => [route, ...(assets.staticImports[route] ?? [])].forEach((file) => preloads.add(url(file)));
  if (widgets.size) {
    preload(assets.runtime);
    preload(assets.hydrate);
    const waiting = visibleOnlyWidgets(page.bodyHtml);
    for (const name of widgets) if (!waits(findWidget(name)?.hydrate) && !waiting.has(name)) preload(assets.widgets[name]!);
    preloads.delete(url(assets.runtime));
  }
  return renderDocument({
    lang: page.placement.lang,
    dir: page.placement.dir,
    headTags: buildHeadTags(site, head, page.placement),
    ...(head.html ? { headHtml: head.html } : {}),
    siteHeadHtml: siteHeadHtml(config),
    favicon: config.favicon && url(config.favicon),
    bodyHtml: page.bodyHtml,
    assets: {
      stylesheets: [...(page.stylesheets ?? []), ...assets.stylesheets, ...(page.stylesheetsAfterSite ?? [])].map(url),
      runtime: widgets.size ? url(assets.runtime) : undefined,
      widgetChunks,
      modulePreloads: [...preloads],
      ...(assets.clientModules ? { moduleScripts: [url(assets.clientModules)] } : {}),
      runtimeMessages: page.messages.pick(RUNTIME_MESSAGES),
      inlineHeadScripts: headScripts({
        baseUrl: address.baseUrl,
        route: head.path,
        colorMode: page.chrome.colorMode,
        announcementBarId: page.chrome.announcementBar?.id,
      }),
    },
  });
}
