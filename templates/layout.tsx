import type { ReactNode } from 'react';
import { Island } from '../src/islands/island.js';
import { ANNOUNCEMENT_BAR_MESSAGES, COOKIE_CONSENT_MESSAGES, PAGE_TOOLS_MESSAGES } from '../widgets/message-keys.js';
import type { AnnouncementBarWidgetProps, CookieConsentWidgetProps, PageToolsWidgetProps } from '../widgets/types.js';
import type { ChromeProps, SidebarProps } from './types.js';
import { Footer } from './footer.js';
import { Navbar } from './navbar.js';
import { Sidebar } from './sidebar.js';
import { useMessages } from './site-context.js';

/**
 * The frame of every page: skip link, cookie consent, announcement bar, navbar, optional
 * sidebar, the main area (the skip link's target), footer and the floating help button. Interactive parts are widgets (islands); the rest is plain HTML.
 */
export function Layout({
  chrome,
  sidebar,
  path,
  ownsMain,
  children,
}: {
  chrome: ChromeProps;
  sidebar?: SidebarProps;
  path: string;
  /** The content writes its own `<main>`: this one is a plain block (still the skip link's target). */
  ownsMain?: boolean;
  children: ReactNode;
}) {
  const Main = ownsMain ? 'div' : 'main';
  const messages = useMessages();
  return (
    <>
      <a className="skip-link" href="#main-content">
        {messages.format('layout.skipToContent')}
      </a>
      {/* First in the tab order after the skip link, wherever it shows on screen. */}
      {chrome.cookieConsent && (
        <Island<CookieConsentWidgetProps>
          name="cookie-consent"
          props={{ ...chrome.cookieConsent, messages: messages.pick(COOKIE_CONSENT_MESSAGES) }}
        />
      )}
      {chrome.announcementBar && (
        <Island<AnnouncementBarWidgetProps>
          name="announcement-bar"
          props={{ ...chrome.announcementBar, messages: messages.pick(ANNOUNCEMENT_BAR_MESSAGES) }}
        />
      )}
      <Navbar chrome={chrome} path={path} sidebar={sidebar} />
      <div className={`page${sidebar ? ' page-with-sidebar' : ''}`}>
        {sidebar && <Sidebar sidebar={sidebar} />}
        <Main id="main-content" className="main" tabIndex={-1}>
          {children}
        </Main>
      </div>
      <Footer footer={chrome.footer} cookieSettings={chrome.cookieConsent !== undefined} />
      {chrome.helpButton && (
        <aside className="help" aria-label={messages.format('layout.help')}>
          <a className="help-button" href={chrome.helpButton.href} target="_blank" rel="noopener noreferrer">
            {chrome.helpButton.label}
          </a>
        </aside>
      )}
      <Island<PageToolsWidgetProps> name="page-tools" props={{ messages: messages.pick(PAGE_TOOLS_MESSAGES) }} />
    </>
  );
}
