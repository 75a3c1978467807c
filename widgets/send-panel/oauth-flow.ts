/**
 * The OAuth 2.0 and OpenID Connect flows of the send panel. Loaded on demand (a dynamic
 * import when the reader asks for a token), so an API page's first load does not carry
 * it. The token is handed back to the panel, which keeps it in sessionStorage only.
 */
import { base64Utf8 } from './credentials.js';

/** A failure the panel words in the reader's language (`sendPanel.oauth.<code>`). */
export class OAuthFlowError extends Error {
  constructor(
    readonly code: 'popupBlocked' | 'closed' | 'denied' | 'state' | 'token' | 'discovery',
    readonly detail = '',
  ) {
    super(`${code}${detail ? `: ${detail}` : ''}`);
  }
}

/** The message the callback page posts to the panel's window. */
export const CALLBACK_MESSAGE = 'docgen-oauth-callback';

export interface ClientCredentialsRequest {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  scopes: string[];
}

/** Client credentials: one token request, the client authenticated with HTTP Basic (RFC 6749, 2.3.1). */
export async function clientCredentialsToken(request: ClientCredentialsRequest): Promise<string> {
  const body = new URLSearchParams({ grant_type: 'client_credentials' });
  if (request.scopes.length) body.set('scope', request.scopes.join(' '));
  const credentials = `${encodeURIComponent(request.clientId)}:${encodeURIComponent(request.clientSecret)}`;
  return requestToken(request.tokenUrl, body, { Authorization: `Basic ${base64Utf8(credentials)}` });
}

export interface AuthorizationCodeRequest {
  authorizationUrl: string;
  tokenUrl: string;
  clientId: string;
  /** Optional: a confidential client's secret; PKCE protects public clients without one. */
  clientSecret?: string;
  scopes: string[];
  /** Absolute URL of the build's callback page. */
  redirectUri: string;
}

/**
 * Authorization code with PKCE (RFC 7636, S256): the authorization page opens in a popup,
 * the callback page posts the code back, and the code is exchanged with the verifier.
 */
export async function authorizationCodeToken(request: AuthorizationCodeRequest): Promise<string> {
  const verifier = randomText(32);
  const state = randomText(16);
  const challenge = base64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
  const url = new URL(request.authorizationUrl, location.href);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', request.clientId);
  url.searchParams.set('redirect_uri', request.redirectUri);
  if (request.scopes.length) url.searchParams.set('scope', request.scopes.join(' '));
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', challenge);
  url.searchParams.set('code_challenge_method', 'S256');
  const popup = window.open(url.href, 'docgen-oauth', 'popup,width=520,height=680');
  if (!popup) throw new OAuthFlowError('popupBlocked');
  const answer = new URLSearchParams(await callbackSearch(popup));
  if (answer.get('error')) throw new OAuthFlowError('denied', answer.get('error_description') ?? answer.get('error') ?? '');
  if (answer.get('state') !== state) throw new OAuthFlowError('state');
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: answer.get('code') ?? '',
    redirect_uri: request.redirectUri,
    client_id: request.clientId,
    code_verifier: verifier,
  });
  if (request.clientSecret) body.set('client_secret', request.clientSecret);
  return requestToken(request.tokenUrl, body);
}

/** OpenID Connect: the discovery document names the endpoints, then PKCE as above. */
export async function openIdConnectToken(
  discoveryUrl: string,
  request: Omit<AuthorizationCodeRequest, 'authorizationUrl' | 'tokenUrl'>,
): Promise<string> {
  let discovery: { authorization_endpoint?: unknown; token_endpoint?: unknown };
  try {
    const response = await fetch(new URL(discoveryUrl, location.href), { credentials: 'omit' });
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    discovery = (await response.json()) as typeof discovery;
  } catch (error) {
    throw new OAuthFlowError('discovery', error instanceof Error ? error.message : String(error));
  }
  if (typeof discovery.authorization_endpoint !== 'string' || typeof discovery.token_endpoint !== 'string')
    throw new OAuthFlowError('discovery', 'authorization_endpoint or token_endpoint missing');
  return authorizationCodeToken({ ...request, authorizationUrl: discovery.authorization_endpoint, tokenUrl: discovery.token_endpoint });
}

/** Waits for the callback page's message (the query string it was opened with), or the popup's closing. */
function callbackSearch(popup: Window): Promise<string> {
  return new Promise((resolve, reject) => {
    const done = () => {
      window.removeEventListener('message', onMessage);
      clearInterval(watch);
    };
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; search?: unknown } | null;
      if (event.origin !== location.origin || event.source !== popup || data?.type !== CALLBACK_MESSAGE) return;
      done();
      resolve(typeof data.search === 'string' ? data.search : '');
    };
    window.addEventListener('message', onMessage);
    // A closed popup sends no event: look now and then.
    const watch = setInterval(() => {
      if (!popup.closed) return;
      done();
      reject(new OAuthFlowError('closed'));
    }, 500);
  });
}

async function requestToken(tokenUrl: string, body: URLSearchParams, headers: Record<string, string> = {}): Promise<string> {
  let response: Response;
  try {
    response = await fetch(new URL(tokenUrl, location.href), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json', ...headers },
      body,
      credentials: 'omit',
    });
  } catch (error) {
    throw new OAuthFlowError('token', error instanceof Error ? error.message : String(error));
  }
  const text = await response.text();
  let answer: { access_token?: unknown; error?: unknown; error_description?: unknown } = {};
  try {
    answer = JSON.parse(text) as typeof answer;
  } catch {
    // not JSON: reported below
  }
  if (!response.ok || typeof answer.access_token !== 'string') {
    const reason = [answer.error, answer.error_description].filter((part) => typeof part === 'string').join(': ');
    throw new OAuthFlowError('token', `${response.status}${reason ? ` ${reason}` : ''}`);
  }
  return answer.access_token;
}

function randomText(bytes: number): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
