import { readConsent } from './consent.js';
import { sendAnalyticsEvent } from './analytics.js';

/** Where a "Was this page helpful?" answer goes. */
export interface HelpfulTarget {
  url?: string;
  analytics: boolean;
  category: string;
}

/** The name of the analytics event an answer makes (GA4 event, Plausible goal, PostHog event). */
export const HELPFUL_EVENT = 'helpful';

/**
 * Sends one answer: to the analytics that have loaded (they load only after consent), and
 * to `url` as a JSON POST of the page's path and the answer, at once on the site's own
 * origin, on another site only when the reader accepted `category`. What it sent to.
 */
export function sendHelpful(target: HelpfulTarget, helpful: boolean, path = location.pathname): string[] {
  const sent = target.analytics ? sendAnalyticsEvent(HELPFUL_EVENT, { page_path: path, helpful }) : [];
  if (target.url && mayPost(target.url, target.category)) {
    void fetch(target.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path, helpful }),
      keepalive: true,
    }).catch(() => undefined);
    sent.push('url');
  }
  return sent;
}

function mayPost(url: string, category: string): boolean {
  const origin = new URL(url, location.href).origin;
  return origin === location.origin || (readConsent()?.accepted.includes(category) ?? false);
}
