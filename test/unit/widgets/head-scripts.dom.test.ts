// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announcementScript, baseUrlScript, codeWrapScript, headScripts, themeScript } from '../../../src/islands/head-scripts.js';

const run = (script: string) => new Function(script)();
const html = document.documentElement;

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  html.removeAttribute('data-code-wrap');
  html.removeAttribute('data-theme');
  html.removeAttribute('data-announcement-dismissed');
  html.removeAttribute('data-docgen-runtime');
  html.className = '';
  document.body.replaceChildren();
});

function systemPrefersDark(dark: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: dark && query.includes('dark'), media: query }) as MediaQueryList,
  );
}

describe('theme script', () => {
  const config = { defaultMode: 'light' as const, disableSwitch: false, respectPrefersColorScheme: true };

  it('marks the document as scripted and applies the stored mode before paint', () => {
    systemPrefersDark(false);
    localStorage.setItem('theme', 'dark');
    run(themeScript(config));
    expect(html.classList.contains('js')).toBe(true);
    expect(html.getAttribute('data-theme')).toBe('dark');
  });

  it('follows the system without a stored mode, and never for a light-only site', () => {
    systemPrefersDark(true);
    run(themeScript(config));
    expect(html.getAttribute('data-theme')).toBe('dark');
    localStorage.setItem('theme', 'dark');
    run(themeScript({ defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false }));
    expect(html.getAttribute('data-theme')).toBe('light');
  });

  it('survives unavailable storage', () => {
    systemPrefersDark(false);
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(() => run(themeScript(config))).not.toThrow();
    expect(html.getAttribute('data-theme')).toBe('light');
  });
});

describe('announcement script', () => {
  it('hides a dismissed bar with the same id, also under the legacy id', () => {
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    localStorage.setItem('docusaurus.announcement.id', 'annoucement-bar');
    run(announcementScript('announcement-bar'));
    expect(html.hasAttribute('data-announcement-dismissed')).toBe(true);
  });

  it('shows a bar with a new id', () => {
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    localStorage.setItem('docusaurus.announcement.id', 'release-1');
    run(announcementScript('release-2'));
    expect(html.hasAttribute('data-announcement-dismissed')).toBe(false);
  });
});

describe('base-URL banner', () => {
  it('appears outside the base URL, suggesting the right one', () => {
    history.replaceState(null, '', '/guides/x');
    run(baseUrlScript('/docs/', '/guides/x'));
    const banner = document.getElementById('docgen-base-url-banner');
    expect(banner?.textContent).toBe(
      'This site did not load properly. A common reason is a wrong base URL: the site is configured with baseUrl = "/docs/", but this address suggests baseUrl = "/". Try that base URL.',
    );
  });

  it('appears when the page script did not start, and not when it did', () => {
    history.replaceState(null, '', '/docs/guides/x');
    // A module script that did not start (an element the test DOM will not try to load).
    const script = document.createElementNS('http://www.w3.org/2000/svg', 'script');
    script.setAttribute('type', 'module');
    script.setAttribute('src', '/assets/runtime.js');
    document.head.append(script);
    html.setAttribute('data-docgen-runtime', '');
    run(baseUrlScript('/', '/guides/x'));
    expect(document.getElementById('docgen-base-url-banner')).toBeNull();
    html.removeAttribute('data-docgen-runtime');
    run(baseUrlScript('/', '/guides/x'));
    expect(document.getElementById('docgen-base-url-banner')?.textContent).toContain('suggests baseUrl = "/docs/"');
    script.remove();
  });
});

describe('code wrap script', () => {
  it("wraps code before paint only when the tab's session asked for it", () => {
    run(codeWrapScript());
    expect(html.hasAttribute('data-code-wrap')).toBe(false);
    sessionStorage.setItem('docgen.code-wrap', 'on');
    run(codeWrapScript());
    expect(html.hasAttribute('data-code-wrap')).toBe(true);
  });
});

describe('head scripts of a page', () => {
  it('are self-contained and include the announcement check only with a bar', () => {
    const input = {
      baseUrl: '/',
      route: '/',
      colorMode: { defaultMode: 'light' as const, disableSwitch: true, respectPrefersColorScheme: false },
    };
    expect(headScripts(input)).toHaveLength(3);
    expect(headScripts({ ...input, announcementBarId: 'x' })).toHaveLength(4);
    for (const script of headScripts({ ...input, announcementBarId: 'x' })) {
      expect(script).not.toMatch(/<\/script/i);
      expect(() => new Function(script)).not.toThrow();
    }
  });
});
