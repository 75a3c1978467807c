import { useEffect, useRef, useState, type RefObject } from 'react';
import type { NavbarWidgetProps, WidgetLogo } from '../types.js';
import { whenCategoryAccepted } from '../lib/consent.js';
import { countryFrom, lookupCountry, needsAlternativeLogo } from '../lib/geo.js';
import { EVENTS, STORAGE_KEYS } from '../lib/keys.js';
import { navbarVisibleAfterScroll } from '../lib/navbar-scroll.js';
import { listen } from '../lib/listen.js';
import { createStorageSlot } from '../lib/storage.js';

/**
 * Hide-on-scroll: hidden while scrolling down, shown when scrolling up or near the top,
 * hidden after a jump to an in-page anchor (so it does not cover the target).
 */
export function useHideableNavbar(enabled: boolean): { hidden: boolean; ref: RefObject<HTMLElement> } {
  const ref = useRef<HTMLElement | null>(null);
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let last: number | undefined = window.scrollY;
    let jumped = false;
    const onScroll = () => {
      const scrollY = window.scrollY;
      const visible = navbarVisibleAfterScroll({
        scrollY,
        lastScrollY: last,
        navbarHeight: ref.current?.offsetHeight ?? 0,
        viewportHeight: window.innerHeight,
        documentHeight: document.documentElement.scrollHeight,
        jumpedToAnchor: jumped,
      });
      jumped = false;
      if (visible !== undefined) setHidden(!visible);
      last = scrollY;
    };
    const onLocation = () => {
      const id = decodeURIComponent(location.hash.slice(1));
      if (id && document.getElementById(id)) {
        jumped = true;
        setHidden(true);
      } else setHidden(false);
    };
    const stopScroll = listen(window, ['scroll'], onScroll, { passive: true });
    const stopLocation = listen(window, ['hashchange', EVENTS.navigated], onLocation);
    return () => {
      stopScroll();
      stopLocation();
    };
  }, [enabled]);
  return { hidden, ref };
}

const LOOKUP_FAILED = 'failed';
/**
 * The navbar logo, switched to the alternative one when the visitor's country (looked
 * up once per session, and only once its cookie category is accepted when the site asks for consent) is
 * not in the configured list. A failed lookup is logged and the default logo stays.
 */
export function useGeoLogo(
  logo: WidgetLogo | undefined,
  geo: NavbarWidgetProps['geoLogo'],
  consentCategory: string | undefined,
): WidgetLogo | undefined {
  const [alternative, setAlternative] = useState(false);
  useEffect(() => {
    if (!geo) return;
    let cancelled = false;
    const cache = createStorageSlot(STORAGE_KEYS.geoCountry, 'sessionStorage');
    const run = async () => {
      // A lookup that failed is not retried on every page of the visit: once is enough.
      if (cache.get() === LOOKUP_FAILED) return;
      try {
        const cached = countryFrom({ country: cache.get() });
        const country = cached ?? (await lookupCountry(geo.lookupUrl, geo.timeoutMs));
        if (!cached) cache.set(country);
        if (!cancelled) setAlternative(needsAlternativeLogo(country, geo.countries));
      } catch (error) {
        cache.set(LOOKUP_FAILED);
        if (!cancelled) console.error('Error fetching image:', error);
      }
    };
    if (consentCategory === undefined) {
      void run();
      return () => {
        cancelled = true;
      };
    }
    const consent = whenCategoryAccepted(consentCategory);
    void consent.promise.then(() => {
      if (!cancelled) void run();
    });
    return () => {
      cancelled = true;
      consent.cancel();
    };
    // The island's props never change after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return alternative && geo ? geo.logo : logo;
}

/** `location.search + location.hash`, kept current (for links that keep them). */
export function useLocationSuffix(): { search: string; hash: string } {
  const [suffix, setSuffix] = useState({ search: '', hash: '' });
  useEffect(() => {
    const update = () => setSuffix({ search: location.search, hash: location.hash });
    update();
    return listen(window, ['hashchange', 'popstate', EVENTS.navigated], update);
  }, []);
  return suffix;
}
