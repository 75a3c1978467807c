/**
 * The messages each widget shows. Server side only: the template that places a widget
 * picks these texts for the page's locale into its props (`messages`); widgets import
 * only the key types from here, so neither these lists nor the catalogue ship.
 */
import type { MessageKey } from '../src/i18n/messages/en.js';

const keys = <const K extends MessageKey>(list: readonly K[]) => list;

export const NAVBAR_MESSAGES = keys([
  'navbar.label',
  'navbar.toggle',
  'navbar.menu',
  'navbar.close',
  'navbar.backToMain',
  'navbar.colorMode.toDark',
  'navbar.colorMode.toLight',
  'navbar.colorMode.currentlyLight',
  'navbar.colorMode.currentlyDark',
  'search.label',
  'search.placeholder',
  'search.resultsLabel',
  'search.results.one',
  'search.results.other',
  'search.noResults',
  'search.loading',
  'search.unavailable',
  'search.close',
  'sidebar.categoryToggle',
]);

export const DOC_SIDEBAR_MESSAGES = keys(['sidebar.categoryToggle']);

export const TOC_MESSAGES = keys(['toc.title']);

export const PAGE_TOOLS_MESSAGES = keys([
  'code.copy',
  'code.copied',
  'code.copyFailed',
  'code.copyLabel',
  'code.wrap',
  'code.wrapLabel',
  'page.backToTop',
]);

export const PAGE_MENU_MESSAGES = keys([
  'pageMenu.button',
  'pageMenu.copy',
  'pageMenu.view',
  'pageMenu.chatGpt',
  'pageMenu.claude',
  'pageMenu.copied',
  'pageMenu.copyFailed',
]);

export const HELPFUL_MESSAGES = keys(['helpful.question', 'helpful.yes', 'helpful.no', 'helpful.thanks']);

export const IMAGE_ZOOM_MESSAGES = keys(['zoom.open', 'zoom.openUnnamed', 'zoom.dialog', 'zoom.close']);

export const NOT_FOUND_MESSAGES = keys(['notFound.closest.one', 'notFound.closest.other']);

export const ANNOUNCEMENT_BAR_MESSAGES = keys(['announcement.close']);

export const COOKIE_CONSENT_MESSAGES = keys([
  'cookies.settings',
  'cookies.necessaryOnly',
  'cookies.acceptAll',
  'cookies.save',
  'cookies.privacyPolicy',
  'cookies.close',
  'cookies.alwaysOn',
  'cookies.tableCaption',
  'cookies.name',
  'cookies.provider',
  'cookies.purpose',
  'cookies.lifespan',
]);

export const QR_CODE_MESSAGES = keys([
  'qr.label',
  'qr.placeholder',
  'qr.loading',
  'qr.expired',
  'qr.regenerate',
  'qr.format',
  'qr.download',
  'qr.downloadFailed',
]);

export const MERMAID_MESSAGES = keys(['mermaid.source', 'mermaid.failed']);

export const SEND_PANEL_MESSAGES = keys([
  'sendPanel.label',
  'sendPanel.needsJavaScript',
  'sendPanel.server',
  'sendPanel.otherUrl',
  'sendPanel.baseUrl',
  'sendPanel.authentication',
  'sendPanel.authHint',
  'sendPanel.placeholder.bearer',
  'sendPanel.placeholder.apiKey',
  'sendPanel.parameters',
  'sendPanel.required',
  'sendPanel.notSet',
  'sendPanel.commaSeparated',
  'sendPanel.cookieParameters',
  'sendPanel.body',
  'sendPanel.contentType',
  'sendPanel.invalidJson',
  'sendPanel.file',
  'sendPanel.chooseServer',
  'sendPanel.send',
  'sendPanel.cancel',
  'sendPanel.sending',
  'sendPanel.browserMessage',
  'sendPanel.announce.sending',
  'sendPanel.announce.done',
  'sendPanel.announce.failed',
  'sendPanel.responseHeaders',
  'sendPanel.milliseconds',
  'sendPanel.emptyBody',
  'sendPanel.problem.json',
  'sendPanel.problem.required.one',
  'sendPanel.problem.required.other',
  'sendPanel.problem.url',
  'sendPanel.failure.cancelled',
  'sendPanel.failure.mixedContent',
  'sendPanel.failure.offline',
  'sendPanel.failure.network',
  'sendPanel.auth.bearer',
  'sendPanel.auth.bearerFormat',
  'sendPanel.auth.apiKeyHeader',
  'sendPanel.auth.apiKeyQuery',
  'sendPanel.auth.apiKeyCookie',
  'sendPanel.auth.cookie',
  'sendPanel.auth.user',
  'sendPanel.auth.password',
  'sendPanel.auth.accessToken',
  'sendPanel.auth.choose',
  'sendPanel.auth.none',
  'sendPanel.auth.all',
  'sendPanel.auth.unsupported',
  'sendPanel.oauth.flow',
  'sendPanel.oauth.flow.authorizationCode',
  'sendPanel.oauth.flow.clientCredentials',
  'sendPanel.oauth.flow.openIdConnect',
  'sendPanel.oauth.scopes',
  'sendPanel.oauth.clientId',
  'sendPanel.oauth.clientSecret',
  'sendPanel.oauth.requestToken',
  'sendPanel.oauth.signIn',
  'sendPanel.oauth.working',
  'sendPanel.oauth.done',
  'sendPanel.oauth.clientIdMissing',
  'sendPanel.oauth.popupBlocked',
  'sendPanel.oauth.closed',
  'sendPanel.oauth.denied',
  'sendPanel.oauth.state',
  'sendPanel.oauth.token',
  'sendPanel.oauth.discovery',
  'sendPanel.history',
  'sendPanel.historyFailed',
]);

/** Words of the browser runtime itself: a crashed widget's panel, a page that did not load. */
export const RUNTIME_MESSAGES = keys([
  'error.title',
  'error.text',
  'error.cause',
  'error.tryAgain',
  'navigation.failed',
  'navigation.retry',
  'navigation.loading',
]);

export type NavbarMessageKey = (typeof NAVBAR_MESSAGES)[number];
export type DocSidebarMessageKey = (typeof DOC_SIDEBAR_MESSAGES)[number];
export type TocMessageKey = (typeof TOC_MESSAGES)[number];
export type PageToolsMessageKey = (typeof PAGE_TOOLS_MESSAGES)[number];
export type PageMenuMessageKey = (typeof PAGE_MENU_MESSAGES)[number];
export type HelpfulMessageKey = (typeof HELPFUL_MESSAGES)[number];
export type ImageZoomMessageKey = (typeof IMAGE_ZOOM_MESSAGES)[number];
export type NotFoundMessageKey = (typeof NOT_FOUND_MESSAGES)[number];
export type AnnouncementBarMessageKey = (typeof ANNOUNCEMENT_BAR_MESSAGES)[number];
export type CookieConsentMessageKey = (typeof COOKIE_CONSENT_MESSAGES)[number];
export type QrCodeMessageKey = (typeof QR_CODE_MESSAGES)[number];
export type MermaidMessageKey = (typeof MERMAID_MESSAGES)[number];
export type SendPanelMessageKey = (typeof SEND_PANEL_MESSAGES)[number];
export type RuntimeMessageKey = (typeof RUNTIME_MESSAGES)[number];
