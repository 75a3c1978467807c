/**
 * Browser storage keys and DOM hooks shared by the widgets and the inline head scripts
 * (which run before any bundle and must agree with them).
 */
export const STORAGE_KEYS = {
  theme: 'theme',
  announcementDismiss: 'docusaurus.announcement.dismiss',
  announcementId: 'docusaurus.announcement.id',
  consent: 'docgen.cookie-consent',
  geoCountry: 'docgen.geo-country',
  sampleLanguage: 'docgen.api-language',
  codeWrap: 'docgen.code-wrap',
  /** Prefix of a tab group's choice: `docgen.tab.<groupId>`. */
  tabGroup: 'docgen.tab.',
} as const;

/** The misspelled default announcement id of older sites, read as the correct one. */
export const LEGACY_ANNOUNCEMENT_ID = 'annoucement-bar';
export const DEFAULT_ANNOUNCEMENT_ID = 'announcement-bar';

/** `<html>` attributes set before first paint. */
export const HTML_ATTRIBUTES = {
  announcementDismissed: 'data-announcement-dismissed',
  theme: 'data-theme',
  /** Code blocks wrap their long lines (the reader's choice for the tab's session). */
  codeWrap: 'data-code-wrap',
} as const;

/** Viewports up to this width are "mobile": the navbar collapses into the slide-in menu. */
export const DESKTOP_BREAKPOINT = 996;
export const MOBILE_QUERY = `(max-width: ${DESKTOP_BREAKPOINT}px)`;

/** Events the runtime and widgets use to talk without importing each other. */
export const EVENTS = {
  /** After client-side navigation swapped in a new page. detail: { url: string } */
  navigated: 'docgen:navigated',
  /** Asks the router to show the current page again, from the server, keeping the scroll position. */
  refresh: 'docgen:refresh',
  /** The stored cookie-consent choice changed. */
  consent: 'docgen:consent',
  /** A reader chose a tab of a group. detail: { groupId: string; value: string; source: string } */
  tabChosen: 'docgen:tab-chosen',
} as const;

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
