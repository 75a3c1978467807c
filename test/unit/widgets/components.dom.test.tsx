// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
import { act, createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useReactRoot } from '../../helpers/react-root.js';
import { ErrorBoundary, errorChain } from '../../../widgets/lib/error-boundary.js';
import { createRequiredContext, ReactContextError } from '../../../widgets/lib/context.js';
import { applyConsent } from '../../../widgets/cookie-consent.js';
import AnnouncementBar from '../../../widgets/announcement-bar.js';
import Navbar from '../../../widgets/navbar.js';
import type { NavbarWidgetProps } from '../../../widgets/types.js';
import { englishMessages } from '../../../src/i18n/messages.js';
import { ANNOUNCEMENT_BAR_MESSAGES, NAVBAR_MESSAGES, RUNTIME_MESSAGES } from '../../../widgets/message-keys.js';

const dom = useReactRoot(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-announcement-dismissed');
  vi.restoreAllMocks();
});

const render = (element: ReactElement) => act(async () => dom.root.render(element));
const click = (element: Element | null) => act(async () => (element as HTMLElement).click());

describe('error boundary', () => {
  it('shows Page Error, the message chain and re-renders on Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('widget exploded', { cause: new Error('network down', { cause: 'timeout' }) });
      return <p>recovered</p>;
    }
    await render(
      <ErrorBoundary messages={englishMessages.pick(RUNTIME_MESSAGES)}>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(dom.container.querySelector('.error-boundary-title')?.textContent).toBe('Page Error');
    expect(dom.container.textContent).toContain('This page crashed.');
    expect(dom.container.querySelector('.error-boundary-message')?.textContent).toBe(
      'widget exploded\n\nCause:\nnetwork down\n\nCause:\ntimeout',
    );
    fail = false;
    await click(dom.container.querySelector('button'));
    expect(dom.container.textContent).toBe('recovered');
  });

  it('lists causes without looping forever', () => {
    const looped = new Error('a');
    (looped as { cause?: unknown }).cause = looped;
    expect(errorChain(looped)).toEqual(['a']);
  });
});

describe('required context', () => {
  it('throws when used outside its provider', () => {
    const { Context, use } = createRequiredContext<string>('ThingProvider', 'useThing');
    const Reader = () => <span>{use()}</span>;
    expect(() => renderToString(<Reader />)).toThrow(ReactContextError);
    expect(() => renderToString(<Reader />)).toThrow('useThing is called outside the <ThingProvider>');
    expect(renderToString(createElement(Context.Provider, { value: 'ok' }, <Reader />))).toBe('<span>ok</span>');
  });
});

function navbarProps(overrides: Partial<NavbarWidgetProps> = {}): NavbarWidgetProps {
  return {
    brand: { href: '/', title: 'Docs' },
    style: 'primary',
    hideOnScroll: false,
    items: [
      {
        kind: 'locale',
        position: 'right',
        label: 'English',
        locales: [
          { locale: 'en', lang: 'en', label: 'English', href: '/guides/x', active: true },
          { locale: 'fr', lang: 'fr', label: 'Français', href: '/fr/guides/x', active: false },
        ],
      },
      {
        kind: 'dropdown',
        position: 'left',
        label: 'More',
        active: false,
        items: [{ kind: 'link', position: 'left', label: 'Blog', href: '/blog', external: false, active: false }],
      },
      {
        kind: 'dropdown',
        position: 'left',
        label: 'Docs',
        active: true,
        items: [{ kind: 'link', position: 'left', label: 'Guides', href: '/guides', external: false, active: true }],
      },
    ],
    colorMode: { defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false },
    baseUrl: '/',
    trailingSlash: false,
    consentCategory: undefined,
    messages: englishMessages.pick(NAVBAR_MESSAGES),
    ...overrides,
  };
}

describe('navbar', () => {
  it('keeps the query and hash in locale links', async () => {
    history.replaceState(null, '', '/guides/x?tab=curl#step-2');
    await render(<Navbar {...navbarProps()} />);
    const french = [...dom.container.querySelectorAll('a')].find((link) => link.textContent === 'Français');
    expect(french?.getAttribute('href')).toBe('/fr/guides/x?tab=curl#step-2');
    history.replaceState(null, '', '/guides/x#other');
    await act(async () => window.dispatchEvent(new HashChangeEvent('hashchange')));
    expect(french?.getAttribute('href')).toBe('/fr/guides/x#other');
  });

  it('closes a dropdown on a mouse press, touch or focus outside', async () => {
    await render(
      <>
        <Navbar {...navbarProps()} />
        <button id="outside">outside</button>
      </>,
    );
    const dropdown = dom.container.querySelectorAll<HTMLDetailsElement>('details.navbar-dropdown')[1]!;
    for (const event of [
      new MouseEvent('mousedown', { bubbles: true }),
      new Event('touchstart', { bubbles: true }),
      new FocusEvent('focusin', { bubbles: true }),
    ]) {
      await click(dropdown.querySelector('summary'));
      await act(async () => dropdown.dispatchEvent(new Event('toggle')));
      expect(dropdown.open).toBe(true);
      await act(async () => dom.container.querySelector('#outside')!.dispatchEvent(event));
      expect(dropdown.open).toBe(false);
    }
  });

  it('shows mobile dropdowns collapsed unless they contain the current page', async () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 0;
    });
    await render(<Navbar {...navbarProps()} />);
    await click(dom.container.querySelector('.navbar-toggle'));
    const menu = dom.container.querySelector('.navbar-sidebar')!;
    const button = (label: string) => [...menu.querySelectorAll('button.menu-caret')].find((element) => element.textContent === label)!;
    expect(button('More').getAttribute('aria-expanded')).toBe('false');
    expect(button('Docs').getAttribute('aria-expanded')).toBe('true');
    expect(button('English').getAttribute('aria-expanded')).toBe('true');
    expect(document.body.style.overflow).toBe('hidden');
    await click(menu.querySelector('.navbar-sidebar-close'));
    expect(document.body.style.overflow).toBe('');
  });

  it('renders the colour-mode switch only when switching is enabled', async () => {
    await render(<Navbar {...navbarProps()} />);
    expect(dom.container.querySelector('.color-mode-toggle')).toBeNull();
    await render(
      <Navbar {...navbarProps({ colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false } })} />,
    );
    expect(dom.container.querySelector('.color-mode-toggle')).not.toBeNull();
  });
});

describe('announcement bar', () => {
  const props = {
    id: 'news',
    content: 'Hello <b>world</b>',
    backgroundColor: '#fff',
    textColor: '#000',
    isCloseable: true,
    messages: englishMessages.pick(ANNOUNCEMENT_BAR_MESSAGES),
  };

  it('stores the dismissal and the id, and hides the bar', async () => {
    await render(<AnnouncementBar {...props} />);
    expect(localStorage.getItem('docusaurus.announcement.id')).toBe('news');
    expect(localStorage.getItem('docusaurus.announcement.dismiss')).toBe('false');
    await click(dom.container.querySelector('.announcement-bar-close'));
    expect(localStorage.getItem('docusaurus.announcement.dismiss')).toBe('true');
    expect(document.documentElement.hasAttribute('data-announcement-dismissed')).toBe(true);
  });

  it('has no close button when not closeable', async () => {
    await render(<AnnouncementBar {...props} isCloseable={false} />);
    expect(dom.container.querySelector('.announcement-bar-close')).toBeNull();
    expect(dom.container.querySelector('.announcement-bar-content')?.innerHTML).toBe('Hello <b>world</b>');
  });
});

describe('cookie consent effects', () => {
  const categories = [
    { id: 'necessary', title: 'N', description: '', cookies: [], checked: true, disabled: true, clearCookies: [] },
    { id: 'targeting', title: 'T', description: '', cookies: [], checked: true, disabled: false, clearCookies: ['_ga', '_ga_*'] },
  ];

  it('loads the tag manager once when its category is accepted', () => {
    const props = { categories, tagManager: { containerId: 'GTM-ABC', category: 'targeting' } };
    applyConsent(props, null);
    expect(document.querySelectorAll('script[src*="googletagmanager"]')).toHaveLength(0);
    applyConsent(props, { accepted: ['necessary', 'targeting'], date: '' });
    applyConsent(props, { accepted: ['necessary', 'targeting'], date: '' });
    const scripts = document.querySelectorAll<HTMLScriptElement>('script[src*="googletagmanager"]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.getAttribute('src')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC');
    scripts[0]!.remove();
  });

  it("deletes a refused category's cookies", () => {
    document.cookie = '_ga=1; path=/';
    document.cookie = '_ga_X1=2; path=/';
    document.cookie = 'keep=3; path=/';
    applyConsent({ categories }, { accepted: ['necessary'], date: '' });
    // happy-dom keeps expired cookies with empty values; Chromium drops them (browser test).
    expect(document.cookie.split('; ').filter((cookie) => !cookie.endsWith('='))).toEqual(['keep=3']);
  });
});
