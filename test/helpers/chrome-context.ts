import type { ResolvedConfig } from '../../src/config/validate.js';
import type { ChromeContext } from '../../src/render/chrome.js';
import type { Sidebar } from '../../src/core/sidebar.js';

/** The chrome's view of a page of a one-version, one-locale site, from its sidebars and docs. */
export function chromeContextFor(config: ResolvedConfig, sidebars: Sidebar[], docRoute: ChromeContext['docRoute']): ChromeContext {
  return {
    config,
    text: (written) => written,
    sidebar: (id) => sidebars.find((sidebar) => sidebar.id === id),
    docRoute,
    version: { label: config.version, home: '/' },
    versions: [{ label: config.version, href: '/', active: true }],
    locale: { code: config.i18n.defaultLocale, label: config.i18n.defaultLocale },
    locales: [
      { locale: config.i18n.defaultLocale, lang: config.i18n.defaultLocale, label: config.i18n.defaultLocale, href: '/', active: true },
    ],
    home: '/',
    localise: (to) => to,
    searchIndex: '/search-index.json',
  };
}
