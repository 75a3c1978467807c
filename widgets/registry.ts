import type { ComponentType } from 'react';
import type { HydrateTrigger } from '../src/islands/types.js';
import type { UrlUse } from '../src/util/safe-url.js';
import type { MessageKey } from '../src/i18n/messages/en.js';
import { MERMAID_MESSAGES, QR_CODE_MESSAGES } from './message-keys.js';
import AnnouncementBar from './announcement-bar.js';
import CookieConsent from './cookie-consent.js';
import DocSidebar from './doc-sidebar.js';
import MermaidDiagram from './mermaid.js';
import Navbar from './navbar.js';
import PageMenu from './page-menu.js';
import Helpful from './helpful.js';
import ImageZoom from './image-zoom.js';
import NotFoundSuggestions from './not-found-suggestions.js';
import PageTools from './page-tools.js';
import QrCode from './qr-code.js';
import { parseQrCodeProps } from './qr-code/props-schema.js';
import TableOfContents from './toc.js';
import Tabs from './tabs.js';
import SendPanel from './send-panel.js';

/**
 * Every widget the engine ships. A widget is a React component in its own file
 * (default export, JSON-serialisable props, no Node APIs); the client bundle gets one
 * chunk per entry here. `directive` makes it usable from markdown (`::name{...}`).
 */
export interface WidgetDefinition {
  /** Stable name: the widget's file name in widgets/ without extension. */
  name: string;
  // Props differ per widget; each file types its own.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  component: ComponentType<any>;
  hydrate: HydrateTrigger;
  directive?: string;
  /** Checks and completes props given by authors in markdown; throws with a message. */
  parseProps?: (props: Record<string, unknown>) => Record<string, unknown>;
  /** Props that are URLs, and whether each becomes a link or an image: unsafe ones are left out. */
  urlProps?: Record<string, UrlUse>;
  /** The words a directive-placed widget shows: the build adds their texts as its `messages` prop. */
  messageKeys?: readonly MessageKey[];
  /**
   * Props its server HTML (and so its first render in the browser) does not read: islands
   * that differ only in these share one server HTML per build (src/islands/island-memo.ts).
   */
  serverIgnores?: readonly string[];
}

export const widgetDefinitions: readonly WidgetDefinition[] = [
  // Page chrome: the navbar and cookie banner act at load (scroll, country lookup, consent);
  // the rest can wait until the browser is idle.
  // The page's sidebar is in the mobile menu, which is made only once opened.
  { name: 'navbar', component: Navbar, hydrate: 'load', serverIgnores: ['sidebar', 'sidebarPlace'] },
  { name: 'cookie-consent', component: CookieConsent, hydrate: 'load' },
  { name: 'announcement-bar', component: AnnouncementBar, hydrate: 'idle' },
  { name: 'doc-sidebar', component: DocSidebar, hydrate: 'idle' },
  { name: 'toc', component: TableOfContents, hydrate: 'idle' },
  { name: 'page-tools', component: PageTools, hydrate: 'idle' },
  // Beside the title, used now and then: its script waits until the reader reaches it, and
  // the page's twin until they copy it.
  { name: 'page-menu', component: PageMenu, hydrate: 'interaction' },
  // At the end of doc pages, answered by few: fetched when the reader reaches it, a click made meanwhile replayed.
  { name: 'helpful', component: Helpful, hydrate: 'interaction' },
  // Only on pages whose content has an image: it makes each one a button that opens it large.
  { name: 'image-zoom', component: ImageZoom, hydrate: 'idle' },
  // On the 404 page, at load: the address asked for is known in the browser alone.
  { name: 'not-found-suggestions', component: NotFoundSuggestions, hydrate: 'load' },
  {
    name: 'qr-code',
    component: QrCode,
    hydrate: 'visible',
    directive: 'qrcode',
    parseProps: parseQrCodeProps,
    urlProps: { logoImage: 'image' },
    messageKeys: QR_CODE_MESSAGES,
  },
  { name: 'send-panel', component: SendPanel, hydrate: 'idle' },
  // Placed by ```mermaid fences; Mermaid itself is fetched only when a diagram nears the screen.
  { name: 'mermaid', component: MermaidDiagram, hydrate: 'visible', messageKeys: MERMAID_MESSAGES },
  // Placed by the tabs directive and <Tabs>; at load, so panels fold before the reader scrolls.
  { name: 'tabs', component: Tabs, hydrate: 'load' },
];

export function findWidget(name: string): WidgetDefinition | undefined {
  return widgetDefinitions.find((definition) => definition.name === name);
}
