import { createStorageSlot } from './storage.js';
import { EVENTS, STORAGE_KEYS } from './keys.js';

/** The visitor's cookie choice: the ids of the categories they accepted. */
export interface ConsentChoice {
  accepted: string[];
  /** ISO date of the choice. */
  date: string;
}

const CONSENT_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

/** The stored choice, or null when the visitor has not chosen yet, it is unreadable or over a year old. */
export function readConsent(): ConsentChoice | null {
  const raw = createStorageSlot(STORAGE_KEYS.consent).get();
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ConsentChoice>;
    if (!Array.isArray(value.accepted)) return null;
    // A choice is kept for a year; after that the visitor is asked again.
    const made = Date.parse(String(value.date ?? ''));
    if (Number.isFinite(made) && Date.now() - made > CONSENT_LIFETIME_MS) return null;
    return { accepted: value.accepted.map(String), date: String(value.date ?? '') };
  } catch {
    return null;
  }
}

export function saveConsent(accepted: string[]): ConsentChoice {
  const choice = { accepted, date: new Date().toISOString() };
  createStorageSlot(STORAGE_KEYS.consent).set(JSON.stringify(choice));
  window.dispatchEvent(new CustomEvent(EVENTS.consent, { detail: choice }));
  return choice;
}

/** Calls `onChange` when the choice changes in this tab or another one. */
export function onConsentChange(onChange: (choice: ConsentChoice | null) => void): () => void {
  const local = () => onChange(readConsent());
  window.addEventListener(EVENTS.consent, local);
  const stopOtherTabs = createStorageSlot(STORAGE_KEYS.consent).listen(local);
  return () => {
    window.removeEventListener(EVENTS.consent, local);
    stopOtherTabs();
  };
}

/** Resolves once the visitor has accepted `category` (at once if they already had). */
export function whenCategoryAccepted(category: string): { promise: Promise<ConsentChoice>; cancel: () => void } {
  let cancel = () => undefined as void;
  const promise = new Promise<ConsentChoice>((resolve) => {
    const current = readConsent();
    if (current?.accepted.includes(category)) return resolve(current);
    cancel = onConsentChange((choice) => {
      if (!choice?.accepted.includes(category)) return;
      cancel();
      resolve(choice);
    });
  });
  return { promise, cancel: () => cancel() };
}

/** Cookie names in a `document.cookie` string that match any pattern (`*` = any suffix/part). */
export function matchingCookieNames(cookieString: string, patterns: readonly string[]): string[] {
  const expressions = patterns.map((pattern) => new RegExp(`^${pattern.split('*').map(escapeRegExp).join('.*')}$`));
  return cookieString
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter((name) => name && expressions.some((expression) => expression.test(name)));
}

/**
 * `document.cookie` assignments that delete a cookie wherever analytics scripts usually
 * set it: without a domain, and on the host and each parent domain.
 */
export function cookieDeletions(name: string, hostname: string): string[] {
  const expired = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/`;
  const deletions = [expired];
  const parts = hostname.split('.');
  const isAddress = /^[\d.]+$/.test(hostname) || hostname.includes(':');
  if (!isAddress) {
    for (let index = 0; index < parts.length - 1; index++) {
      const domain = parts.slice(index).join('.');
      deletions.push(`${expired}; domain=${domain}`, `${expired}; domain=.${domain}`);
    }
  }
  return deletions;
}

/** Deletes the cookies matching `patterns` from this page's cookie jar. */
export function clearCookies(patterns: readonly string[]): string[] {
  const names = matchingCookieNames(document.cookie, patterns);
  for (const name of names) for (const deletion of cookieDeletions(name, location.hostname)) document.cookie = deletion;
  return names;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The Google Tag Manager script URL of a container. */
export function tagManagerUrl(containerId: string): string {
  return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
}

/** Loads Google Tag Manager once per page (the standard snippet, without inline script). */
export function loadTagManager(containerId: string): boolean {
  const id = `docgen-gtm-${containerId}`;
  if (document.getElementById(id)) return false;
  const global = window as unknown as { dataLayer?: unknown[] };
  global.dataLayer = global.dataLayer ?? [];
  global.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.id = id;
  script.async = true;
  script.src = tagManagerUrl(containerId);
  document.head.appendChild(script);
  return true;
}
