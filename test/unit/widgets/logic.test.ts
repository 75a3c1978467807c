import { describe, expect, it, vi } from 'vitest';
import { autoHeightDuration, nextScrollStep, SMOOTH_SCROLL_FACTOR } from '../../../widgets/lib/motion.js';
import { activeHeadingIndex } from '../../../widgets/lib/toc-highlight.js';
import { navbarVisibleAfterScroll } from '../../../widgets/lib/navbar-scroll.js';
import { localeLink, swapLocalePrefix } from '../../../widgets/lib/locale.js';
import { countryFrom, lookupCountry, needsAlternativeLogo } from '../../../widgets/lib/geo.js';
import { suggestBaseUrl } from '../../../widgets/lib/base-url.js';
import { resolveColorMode } from '../../../widgets/lib/color-mode.js';
import { cookieDeletions, matchingCookieNames, tagManagerUrl } from '../../../widgets/lib/consent.js';
import { isConstrainedConnection, routableUrl } from '../../../widgets/runtime/links.js';
import { PROGRESS_DELAY_MS, PROGRESS_SETTINGS } from '../../../widgets/runtime/progress.js';
import { announcementState, migrateAnnouncementId } from '../../../widgets/announcement-bar.js';
import { acceptedIds, defaultSelection, selectionFromChoice } from '../../../widgets/cookie-consent.js';
import { DESKTOP_BREAKPOINT, MOBILE_QUERY } from '../../../widgets/lib/keys.js';
import type { CookieCategoryProps } from '../../../widgets/types.js';

describe('collapse duration', () => {
  it('grows with the height, starting near 4 ms', () => {
    expect(autoHeightDuration(0, false)).toBe(40);
    expect(autoHeightDuration(36, false)).toBe(192);
    expect(autoHeightDuration(400, false)).toBeGreaterThan(autoHeightDuration(100, false));
  });

  it('is 1 ms with reduced motion', () => {
    expect(autoHeightDuration(1000, true)).toBe(1);
  });
});

describe('smooth scroll', () => {
  it('covers 15 % of the remaining distance per frame, in both directions', () => {
    expect(SMOOTH_SCROLL_FACTOR).toBe(0.85);
    expect(nextScrollStep(1000, 0)).toBe(850);
    expect(nextScrollStep(850, 0)).toBe(722);
    expect(nextScrollStep(0, 1000)).toBe(150);
    let position = 3000;
    let frames = 0;
    while (position !== 0 && frames < 200) {
      position = nextScrollStep(position, 0);
      frames++;
    }
    expect(position).toBe(0);
    expect(frames).toBeGreaterThan(10);
  });
});

describe('table of contents highlight', () => {
  const boxes = (...tops: number[]) => tops.map((top) => ({ top, bottom: top + 30 }));

  it('picks the heading in the upper half below the navbar', () => {
    expect(activeHeadingIndex(boxes(-500, 100, 900), 68, 800)).toBe(1);
  });

  it('picks the previous heading when the next one is still low', () => {
    expect(activeHeadingIndex(boxes(-500, 600, 900), 68, 800)).toBe(0);
  });

  it('picks the last heading when all scrolled past, none before the first', () => {
    expect(activeHeadingIndex(boxes(-900, -500), 68, 800)).toBe(1);
    expect(activeHeadingIndex(boxes(500, 900), 68, 800)).toBe(-1);
  });
});

describe('hide-on-scroll navbar', () => {
  const base = { navbarHeight: 60, viewportHeight: 800, documentHeight: 5000, jumpedToAnchor: false };

  it('hides when scrolling down and shows when scrolling up', () => {
    expect(navbarVisibleAfterScroll({ ...base, scrollY: 500, lastScrollY: 200 })).toBe(false);
    expect(navbarVisibleAfterScroll({ ...base, scrollY: 300, lastScrollY: 500 })).toBe(true);
  });

  it('shows near the top and hides after a jump to an anchor', () => {
    expect(navbarVisibleAfterScroll({ ...base, scrollY: 20, lastScrollY: 10 })).toBe(true);
    expect(navbarVisibleAfterScroll({ ...base, scrollY: 900, lastScrollY: 2000, jumpedToAnchor: true })).toBe(false);
  });

  it('ignores the bounce at the bottom of the page', () => {
    expect(navbarVisibleAfterScroll({ ...base, scrollY: 4190, lastScrollY: 4200 })).toBeUndefined();
  });
});

describe('locale switcher', () => {
  it('keeps the query and the hash', () => {
    expect(localeLink('/fr/guides/x', '?tab=2', '#setup')).toBe('/fr/guides/x?tab=2#setup');
    expect(localeLink('/fr/guides/x#old', '', '')).toBe('/fr/guides/x');
  });

  it('swaps only the locale prefix, keeping the base URL', () => {
    const options = { baseUrl: '/docs/', defaultLocale: 'en' };
    expect(swapLocalePrefix('/docs/guides/x', { ...options, currentLocale: 'en', targetLocale: 'fr' })).toBe('/docs/fr/guides/x');
    expect(swapLocalePrefix('/docs/fr/guides/x', { ...options, currentLocale: 'fr', targetLocale: 'en' })).toBe('/docs/guides/x');
    expect(swapLocalePrefix('/docs/fr/guides/x', { ...options, currentLocale: 'fr', targetLocale: 'de' })).toBe('/docs/de/guides/x');
    expect(swapLocalePrefix('/docs/fr', { ...options, currentLocale: 'fr', targetLocale: 'en' })).toBe('/docs/');
    expect(swapLocalePrefix('/', { baseUrl: '/', defaultLocale: 'en', currentLocale: 'en', targetLocale: 'fr' })).toBe('/fr');
    // A path that merely starts like the locale is not a prefix.
    expect(swapLocalePrefix('/french-guide', { baseUrl: '/', defaultLocale: 'en', currentLocale: 'fr', targetLocale: 'en' })).toBe(
      '/french-guide',
    );
  });
});

describe('country lookup', () => {
  it('reads the country code of common answers', () => {
    expect(countryFrom({ country: 'DE' })).toBe('DE');
    expect(countryFrom({ country_code: 'us', country: 'United States' })).toBe('US');
    expect(countryFrom({ error: true })).toBeUndefined();
    expect(countryFrom(null)).toBeUndefined();
  });

  it('uses the alternative logo outside the listed countries', () => {
    expect(needsAlternativeLogo('DE', ['US', 'CA'])).toBe(true);
    expect(needsAlternativeLogo('ca', ['US', 'CA'])).toBe(false);
  });

  it('rejects HTTP errors, answers without a country and timeouts', async () => {
    const answer = (status: number, body: unknown) =>
      (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;
    await expect(lookupCountry('https://geo.test/', 1000, answer(200, { country: 'FR' }))).resolves.toBe('FR');
    await expect(lookupCountry('https://geo.test/', 1000, answer(429, {}))).rejects.toThrow('HTTP 429');
    await expect(lookupCountry('https://geo.test/', 1000, answer(200, { reason: 'RateLimited' }))).rejects.toThrow('no country code');
    vi.useFakeTimers();
    try {
      const never = ((_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal!.addEventListener('abort', () => reject(init.signal!.reason)),
        )) as unknown as typeof fetch;
      const pending = lookupCountry('https://geo.test/', 3000, never);
      const settled = expect(pending).rejects.toThrow('timed out after 3000 ms');
      await vi.advanceTimersByTimeAsync(3000);
      await settled;
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('base-URL banner', () => {
  it('suggests the base URL the address implies', () => {
    expect(suggestBaseUrl('/docs/guides/x', '/guides/x')).toBe('/docs/');
    expect(suggestBaseUrl('/docs/guides/x/', '/guides/x')).toBe('/docs/');
    expect(suggestBaseUrl('/docs/guides/x/index.html', '/guides/x')).toBe('/docs/');
    expect(suggestBaseUrl('/guides/x', '/guides/x')).toBe('/');
    expect(suggestBaseUrl('/site/', '/')).toBe('/site/');
    expect(suggestBaseUrl('/elsewhere', '/guides/x')).toBeUndefined();
  });
});

describe('colour mode', () => {
  const config = { defaultMode: 'light' as const, disableSwitch: false, respectPrefersColorScheme: true };

  it('prefers a stored choice, then the system, then the default', () => {
    expect(resolveColorMode(config, 'dark', false)).toBe('dark');
    expect(resolveColorMode(config, null, true)).toBe('dark');
    expect(resolveColorMode(config, 'nonsense', false)).toBe('light');
    expect(resolveColorMode({ ...config, respectPrefersColorScheme: false }, null, true)).toBe('light');
  });

  it('ignores a stored choice when switching is disabled (the light-only portal)', () => {
    expect(resolveColorMode({ defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false }, 'dark', true)).toBe('light');
  });
});

describe('cookie consent', () => {
  const categories: CookieCategoryProps[] = [
    { id: 'necessary', title: 'Necessary', description: '', cookies: [], checked: true, disabled: true, clearCookies: [] },
    { id: 'functional', title: 'Functional', description: '', cookies: [], checked: true, disabled: false, clearCookies: [] },
    {
      id: 'targeting',
      title: 'Targeting',
      description: '',
      cookies: [],
      checked: true,
      disabled: false,
      clearCookies: ['_ga', '_ga_*', '_gid'],
    },
  ];

  it('starts from the configured switches and keeps locked categories on', () => {
    expect(defaultSelection(categories)).toEqual({ necessary: true, functional: true, targeting: true });
    expect(acceptedIds(categories, { necessary: false, functional: false, targeting: true })).toEqual(['necessary', 'targeting']);
    expect(selectionFromChoice(categories, { accepted: ['functional'], date: '' })).toEqual({
      necessary: true,
      functional: true,
      targeting: false,
    });
  });

  it('finds the cookies to delete, with wildcards', () => {
    expect(matchingCookieNames('_ga=1; _ga_XY12=2; _gid=3; _gat=4; session=5', ['_ga', '_ga_*', '_gid'])).toEqual([
      '_ga',
      '_ga_XY12',
      '_gid',
    ]);
  });

  it('deletes on the host and every parent domain', () => {
    expect(cookieDeletions('_ga', 'docs.example.com')).toEqual([
      '_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/',
      '_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/; domain=docs.example.com',
      '_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/; domain=.docs.example.com',
      '_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/; domain=example.com',
      '_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/; domain=.example.com',
    ]);
    expect(cookieDeletions('_ga', '127.0.0.1')).toHaveLength(1);
  });

  it('loads Google Tag Manager for the configured container', () => {
    expect(tagManagerUrl('GTM-VRT7K2Q')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-VRT7K2Q');
  });
});

describe('announcement bar', () => {
  it('migrates the misspelled legacy id', () => {
    expect(migrateAnnouncementId('annoucement-bar')).toBe('announcement-bar');
    expect(migrateAnnouncementId('other')).toBe('other');
  });

  it('stays dismissed for the same id and shows again for a new one', () => {
    expect(announcementState('announcement-bar', 'annoucement-bar', 'true')).toEqual({ dismissed: true, reset: false });
    expect(announcementState('release-2', 'release-1', 'true')).toEqual({ dismissed: false, reset: true });
    expect(announcementState('release-2', 'release-2', 'false')).toEqual({ dismissed: false, reset: false });
    expect(announcementState('release-2', null, null)).toEqual({ dismissed: false, reset: true });
  });
});

describe('client-side navigation', () => {
  const here = new URL('https://docs.test/docs/guides/a?x=1');
  const route = (href: string, extra: Partial<Parameters<typeof routableUrl>[0]> = {}) =>
    routableUrl({ href, ...extra }, here, '/docs/')?.href;

  it('takes internal page links', () => {
    expect(route('/docs/guides/b')).toBe('https://docs.test/docs/guides/b');
    expect(route('b#part')).toBe('https://docs.test/docs/guides/b#part');
    expect(route('/docs/guides/b.html')).toBe('https://docs.test/docs/guides/b.html');
    expect(route('/docs')).toBe('https://docs.test/docs');
  });

  it('leaves other links to the browser', () => {
    expect(route('https://elsewhere.test/docs/x')).toBeUndefined();
    expect(route('/other/x')).toBeUndefined();
    expect(route('/docs/search-index.json')).toBeUndefined();
    expect(route('/docs/img/logo.svg')).toBeUndefined();
    expect(route('/docs/guides/b', { target: '_blank' })).toBeUndefined();
    expect(route('/docs/guides/b', { download: true })).toBeUndefined();
    expect(route('/docs/guides/b', { rel: 'external noopener' })).toBeUndefined();
    expect(route('mailto:a@b.test')).toBeUndefined();
    // A jump within the current page.
    expect(route('?x=1#part')).toBeUndefined();
  });

  it('does not prefetch on 2G or with data saver', () => {
    expect(isConstrainedConnection(undefined)).toBe(false);
    expect(isConstrainedConnection({ effectiveType: '4g' })).toBe(false);
    expect(isConstrainedConnection({ effectiveType: '2g' })).toBe(true);
    expect(isConstrainedConnection({ effectiveType: 'slow-2g' })).toBe(true);
    expect(isConstrainedConnection({ effectiveType: '4g', saveData: true })).toBe(true);
  });

  it('shows progress after 200 ms with the progress-bar defaults', () => {
    expect(PROGRESS_DELAY_MS).toBe(200);
    expect(PROGRESS_SETTINGS).toMatchObject({ minimum: 0.08, speed: 200, trickleRate: 0.02, trickleSpeed: 800 });
  });
});

describe('breakpoint', () => {
  it('is 996 px: up to it is mobile', () => {
    expect(DESKTOP_BREAKPOINT).toBe(996);
    expect(MOBILE_QUERY).toBe('(max-width: 996px)');
  });
});
