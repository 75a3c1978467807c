import type { AnalyticsProps } from '../types.js';

/**
 * Analytics loaders, each called once the reader accepted its cookie category (the
 * consent banner calls them): the vendors' standard snippets without inline script. Each
 * defines the vendor's command queue (`gtag`, `plausible`, `posthog`) and adds its script
 * once per page; nothing here runs before consent.
 */
interface AnalyticsWindow {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  plausible?: ((...args: unknown[]) => void) & { q?: unknown[][] };
  posthog?: PostHogQueue;
}
type PostHogQueue = unknown[] & { __SV?: number; _i?: unknown[][]; capture?: (...args: unknown[]) => void };

const analyticsWindow = () => window as unknown as AnalyticsWindow;

/** Adds a script once per page (by id). */
function addScript(id: string, src: string, attributes: Record<string, string> = {}): boolean {
  if (document.getElementById(id)) return false;
  const script = document.createElement('script');
  script.id = id;
  script.async = true;
  script.src = src;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.appendChild(script);
  return true;
}

/** The gtag.js URL of a GA4 measurement id. */
export function gtagUrl(trackingID: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(trackingID)}`;
}

/** Google Analytics 4, as Docusaurus's plugin-google-gtag sets it up (one script, every id configured). */
export function loadGtag(options: NonNullable<AnalyticsProps['gtag']>): boolean {
  const global = analyticsWindow();
  if (!addScript('docgen-gtag', gtagUrl(options.trackingID[0]!))) return false;
  global.dataLayer = global.dataLayer ?? [];
  global.gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    global.dataLayer!.push(arguments);
  };
  global.gtag('js', new Date());
  for (const id of options.trackingID) global.gtag('config', id, options.anonymizeIP ? { anonymize_ip: true } : {});
  return true;
}

/** Plausible: its script for the site's domain, and the queue of events sent before it runs. */
export function loadPlausible(options: NonNullable<AnalyticsProps['plausible']>): boolean {
  const global = analyticsWindow();
  if (!addScript('docgen-plausible', options.src, { 'data-domain': options.domain })) return false;
  if (!global.plausible) {
    const queue: unknown[][] = [];
    const plausible = (...args: unknown[]) => void queue.push(args);
    global.plausible = Object.assign(plausible, { q: queue });
  }
  return true;
}

/** The PostHog script of a host: its assets host (`us.i.posthog.com` -> `us-assets.i.posthog.com`). */
export function posthogScriptUrl(apiHost: string): string {
  return `${apiHost.replace(/\/+$/, '').replace('.i.posthog.com', '-assets.i.posthog.com')}/static/array.js`;
}

const POSTHOG_METHODS = ['capture', 'identify', 'register', 'reset', 'opt_in_capturing', 'opt_out_capturing', 'setPersonProperties'];

/** PostHog, as its snippet does it: a queue `array.js` takes over, and `init` with the project's key. */
export function loadPosthog(options: NonNullable<AnalyticsProps['posthog']>): boolean {
  const global = analyticsWindow();
  if (!addScript('docgen-posthog', posthogScriptUrl(options.apiHost), { crossorigin: 'anonymous' })) return false;
  const queue: PostHogQueue = global.posthog ?? [];
  if (!queue.__SV) {
    queue._i = [];
    for (const method of POSTHOG_METHODS)
      (queue as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => void queue.push([method, ...args]);
    queue.__SV = 1;
    global.posthog = queue;
  }
  queue._i!.push([options.apiKey, { api_host: options.apiHost, capture_pageview: 'history_change' }, 'posthog']);
  return true;
}

/** Loads every analytics tool whose category the reader accepted; the ones loaded. */
export function loadAnalytics(analytics: AnalyticsProps, accepted: readonly string[]): string[] {
  const loaded: string[] = [];
  if (analytics.gtag && accepted.includes(analytics.gtag.category) && loadGtag(analytics.gtag)) loaded.push('gtag');
  if (analytics.plausible && accepted.includes(analytics.plausible.category) && loadPlausible(analytics.plausible))
    loaded.push('plausible');
  if (analytics.posthog && accepted.includes(analytics.posthog.category) && loadPosthog(analytics.posthog)) loaded.push('posthog');
  return loaded;
}

/**
 * Sends an event to each analytics tool that has loaded on this page (so only with
 * consent): a GA4 event, a Plausible custom event, a PostHog capture. The tools loaded.
 */
export function sendAnalyticsEvent(name: string, properties: Record<string, string | number | boolean>): string[] {
  const global = analyticsWindow();
  const sent: string[] = [];
  if (document.getElementById('docgen-gtag') && global.gtag) {
    global.gtag('event', name, properties);
    sent.push('gtag');
  }
  if (document.getElementById('docgen-plausible') && global.plausible) {
    global.plausible(name, { props: properties });
    sent.push('plausible');
  }
  if (document.getElementById('docgen-posthog') && global.posthog?.capture) {
    global.posthog.capture(name, properties);
    sent.push('posthog');
  }
  return sent;
}
