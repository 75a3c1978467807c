import { cookiePairs, decodePiece, plusAsSpace } from './raw-text.js';
import { resolveRef } from './resolve-ref.js';
import { isObject, type Json, type MockRequest, type OpenApiDocument } from './types.js';

/**
 * Whether a request carries the credentials its operation requires: any one of the
 * alternative requirements, each with all of its schemes present. The mock checks that
 * credentials are there, not that they are right. Returns the missing alternatives'
 * descriptions, or undefined when the request may pass.
 */
export function missingCredentials(document: OpenApiDocument, operation: Json, request: MockRequest): string[] | undefined {
  const requirements = Array.isArray(operation.security) ? operation.security : Array.isArray(document.security) ? document.security : [];
  if (requirements.length === 0) return undefined;
  const schemes = isObject(document.components) && isObject(document.components.securitySchemes) ? document.components.securitySchemes : {};
  const alternatives: string[] = [];
  for (const requirement of requirements) {
    if (!isObject(requirement)) continue;
    const names = Object.keys(requirement);
    if (names.length === 0) return undefined; // `{}`: anonymous access is one of the choices
    const described = names.map((name) => ({ name, scheme: resolveRef(document, schemes[name]) }));
    if (described.every(({ scheme }) => !scheme || isPresent(scheme, request))) return undefined;
    alternatives.push(described.map(({ name, scheme }) => `${name} (${where(scheme)})`).join(' and '));
  }
  return alternatives.length ? alternatives : undefined;
}

function isPresent(scheme: Json, request: MockRequest): boolean {
  const authorization = request.headers.authorization?.trim() ?? '';
  switch (scheme.type) {
    case 'apiKey': {
      const name = String(scheme.name ?? '');
      if (scheme.in === 'query') return request.query.some(([key, value]) => decodePiece(plusAsSpace(key)) === name && value !== '');
      if (scheme.in === 'cookie') return cookiePairs(request.headers.cookie).some(([key]) => key === name);
      return Boolean(request.headers[name.toLowerCase()]);
    }
    case 'http': {
      const kind = String(scheme.scheme ?? '').toLowerCase();
      return kind ? authorization.toLowerCase().startsWith(`${kind} `) : authorization !== '';
    }
    case 'oauth2':
    case 'openIdConnect':
      return /^bearer \S/i.test(authorization);
    default:
      return true; // mutualTLS and unknown types: nothing the mock can check
  }
}

function where(scheme: Json | undefined): string {
  if (!scheme) return 'unknown scheme';
  if (scheme.type === 'apiKey') return `${String(scheme.in ?? 'header')} ${String(scheme.name ?? '')}`.trim();
  if (scheme.type === 'http') return `Authorization: ${capitalise(String(scheme.scheme ?? 'bearer'))} ...`;
  return 'Authorization: Bearer ...';
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
