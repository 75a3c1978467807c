import type { ReactNode } from 'react';
import type { ChromeProps, SidebarProps } from './types.js';
import { Footer } from './footer.js';
import { Navbar } from './navbar.js';
import { Sidebar } from './sidebar.js';

/**
 * The frame of every page: skip link, announcement bar, navbar, optional sidebar, the
 * main area (the skip link's target), footer and the floating help button.
 */
export function Layout({ chrome, sidebar, path, children }: { chrome: ChromeProps; sidebar?: SidebarProps; path: string; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      {chrome.announcementBar && <AnnouncementBar bar={chrome.announcementBar} />}
      <Navbar chrome={chrome} path={path} />
      <div className={`page${sidebar ? ' page-with-sidebar' : ''}`}>
        {sidebar && <Sidebar sidebar={sidebar} />}
        <main id="main-content" className="main" tabIndex={-1}>
          {children}
        </main>
      </div>
      <Footer footer={chrome.footer} />
      {chrome.helpButton && (
        <a className="help-button" href={chrome.helpButton.href} target="_blank" rel="noopener noreferrer">
          {chrome.helpButton.label}
        </a>
      )}
    </>
  );
}

function AnnouncementBar({ bar }: { bar: NonNullable<ChromeProps['announcementBar']> }) {
  return (
    <div
      className="announcement-bar"
      role="banner"
      data-announcement-id={bar.id}
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
    >
      <div className="announcement-bar-content" dangerouslySetInnerHTML={{ __html: bar.content }} />
    </div>
  );
}
