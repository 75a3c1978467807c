import { encodeValue } from '../../src/openapi/serialise-parameter.js';
import type { SendPanelScheme } from './types.js';

/**
 * Pure rules for credentials: where each scheme's secret is kept and how it travels.
 * Secrets are kept per scheme key in sessionStorage (this tab only); the component does
 * the storing, this module only names the keys and writes the request parts.
 */

/** The sessionStorage key of a scheme's secret (a token, an API key, `user:password`). */
export const credentialKey = (schemeKey: string) => `docgen.api-token.${schemeKey}`;

/** Credentials by scheme key. */
export type Credentials = Record<string, string>;

export interface CredentialParts {
  headers: [string, string][];
  /** Encoded `name=value` pieces for the query string. */
  query: string[];
  /** Cookie API keys as `[name, encoded value]`: sent only to the page's own origin or the in-page mock (see transport.ts). */
  cookies: [string, string][];
}

/** The headers and query pieces that carry the credentials of a chosen set of schemes. */
export function credentialParts(schemes: readonly SendPanelScheme[], credentials: Credentials): CredentialParts {
  const parts: CredentialParts = { headers: [], query: [], cookies: [] };
  for (const scheme of schemes) {
    const secret = credentials[scheme.key]?.trim();
    if (!secret) continue;
    switch (scheme.kind) {
      case 'apiKey':
        if (scheme.in === 'header') parts.headers.push([scheme.name, secret]);
        else if (scheme.in === 'query') parts.query.push(`${encodeValue(scheme.name)}=${encodeValue(secret)}`);
        else parts.cookies.push([scheme.name, encodeValue(secret)]);
        break;
      case 'basic':
        parts.headers.push(['Authorization', `Basic ${base64Utf8(secret)}`]);
        break;
      case 'bearer':
      case 'oauth2':
      case 'openIdConnect':
        parts.headers.push(['Authorization', `Bearer ${secret}`]);
        break;
      case 'unsupported':
        break;
    }
  }
  return parts;
}

/** `user:password` from its two halves, and back (the password may hold colons, the user may not). */
export const joinBasic = (user: string, password: string) => (user || password ? `${user}:${password}` : '');
export function splitBasic(secret: string): { user: string; password: string } {
  const colon = secret.indexOf(':');
  return colon < 0 ? { user: secret, password: '' } : { user: secret.slice(0, colon), password: secret.slice(colon + 1) };
}

/** The Cookie header to use elsewhere (curl, a server) for a cookie API key. */
export const cookieHeader = (name: string, value: string) => `Cookie: ${name}=${value ? encodeValue(value) : '<api-key>'}`;

/**
 * Whether the panel can send a cookie to the chosen server: a page sets cookies for its
 * own origin only, and the in-page mock takes them as a header (no browser rule applies).
 */
export function cookiesSendable(base: string, pageOrigin: string, inPageMock: boolean): boolean {
  if (inPageMock) return true;
  try {
    return new URL(base).origin === pageOrigin;
  } catch {
    return false;
  }
}

/**
 * The `document.cookie` assignments that set a cookie API key for one request to the
 * page's own origin and remove it afterwards: scoped to the server's path (the mock's
 * route), so it goes nowhere else, and not kept beyond the request (secrets live in
 * sessionStorage only).
 */
export function cookieAssignments(cookies: readonly [string, string][], base: string): { set: string[]; unset: string[] } {
  const path = new URL(base).pathname.replace(/\/+$/, '') || '/';
  const attributes = `Path=${path}; SameSite=Strict`;
  return {
    set: cookies.map(([name, value]) => `${name}=${value}; ${attributes}`),
    unset: cookies.map(([name]) => `${name}=; ${attributes}; Max-Age=0`),
  };
}

/** Base64 of the UTF-8 bytes (btoa alone throws on characters beyond Latin-1). */
export function base64Utf8(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)));
}

/** Schemes of an alternative that the reader has not filled in yet (for a short warning). */
export function missingCredentials(schemes: readonly SendPanelScheme[], credentials: Credentials): string[] {
  return schemes
    .filter((scheme) => scheme.kind !== 'unsupported' && !(scheme.kind === 'apiKey' && scheme.in === 'cookie'))
    .filter((scheme) => !credentials[scheme.key]?.trim())
    .map((scheme) => scheme.key);
}
