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
}

/** The headers and query pieces that carry the credentials of a chosen set of schemes. */
export function credentialParts(schemes: readonly SendPanelScheme[], credentials: Credentials): CredentialParts {
  const parts: CredentialParts = { headers: [], query: [] };
  for (const scheme of schemes) {
    const secret = credentials[scheme.key]?.trim();
    if (!secret) continue;
    switch (scheme.kind) {
      case 'apiKey':
        if (scheme.in === 'header') parts.headers.push([scheme.name, secret]);
        else if (scheme.in === 'query') parts.query.push(`${encodeValue(scheme.name)}=${encodeValue(secret)}`);
        break; // a cookie cannot be set for another site: the panel shows the header instead
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
