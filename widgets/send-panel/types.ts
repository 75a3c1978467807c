/** The props of the send panel: what the build knows about one operation's request. */
import type { WidgetMessages, Words } from '../lib/messages.js';
import type { SendPanelMessageKey } from '../message-keys.js';
import type { FieldEncoding } from '../../src/openapi/serialise-form.js';

export type SendPanelWords = Words<SendPanelMessageKey>;

/** A server of the operation, with its variables. */
export interface SendPanelServer {
  url: string;
  description?: string;
  variables: { name: string; default: string; enum?: string[]; description?: string }[];
  /** A mock answered in the page: the URL of the document it answers from (loaded on demand). */
  mock?: string;
}

export interface SendPanelParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  example?: string;
  enum?: string[];
  /** Array values are entered comma-separated; the style decides how they are sent. */
  array?: boolean;
  /** Object values are entered as JSON or `key=value` pairs, comma-separated. */
  object?: boolean;
  /** OpenAPI serialisation (src/openapi/serialise-parameter.ts); absent: the location's default. */
  style?: string;
  explode?: boolean;
  allowReserved?: boolean;
  /** A `content` parameter: the text is sent as it is (e.g. JSON), not styled. */
  contentType?: string;
  /** Filled with a new random UUID in the browser, and again after each send (idempotency keys, request ids). */
  freshUuid?: boolean;
}

export interface SendPanelBodyField {
  name: string;
  file: boolean;
  required: boolean;
  example?: string;
  accept?: string;
  /** How the typed text is read: an array as comma-separated items, an object as JSON or `key=value` pairs. */
  shape?: 'array' | 'object';
  /** The media type's `encoding` of this property (src/openapi/serialise-form.ts); absent: the defaults. */
  encoding?: FieldEncoding;
}

export interface SendPanelBody {
  mediaType: string;
  kind: 'json' | 'text' | 'form' | 'multipart' | 'binary';
  /** Pre-filled text (JSON pretty-printed) for json and text bodies. */
  example?: string;
  /** Fields of form and multipart bodies. */
  fields?: SendPanelBodyField[];
}

/** An OAuth 2.0 flow the panel can run (authorizationCode with PKCE, clientCredentials) or only take a token of. */
export interface SendPanelOAuthFlow {
  type: 'authorizationCode' | 'clientCredentials' | 'implicit' | 'password';
  authorizationUrl?: string;
  tokenUrl?: string;
}

/** A security scheme as the panel asks for it. */
export type SendPanelScheme =
  | { key: string; kind: 'apiKey'; name: string; in: 'header' | 'query' | 'cookie' }
  | { key: string; kind: 'basic' }
  | { key: string; kind: 'bearer'; format?: string }
  | { key: string; kind: 'oauth2'; flows: SendPanelOAuthFlow[]; scopes: string[] }
  | { key: string; kind: 'openIdConnect'; discoveryUrl: string; scopes: string[] }
  /** mutualTLS, HTTP digest...: a browser page cannot provide them; explained, not sent. */
  | { key: string; kind: 'unsupported'; type: string };

export interface SendPanelAuth {
  /** Alternatives (the `security` list): each is a set of schemes to satisfy together. */
  options: SendPanelScheme[][];
  /** An empty requirement among the alternatives: sending without credentials is allowed. */
  optional: boolean;
  /** The OAuth callback page: a route at build time, its href (with the site's base URL) in the page. */
  callbackRoute: string;
}

/** The panel's props with the OAuth callback's route made an href (the template knows the site's base URL). */
export function withCallbackHref(props: SendPanelProps, href: (route: string) => string): SendPanelProps {
  return props.auth ? { ...props, auth: { ...props.auth, callbackRoute: href(props.auth.callbackRoute) } } : props;
}

export interface SendPanelProps {
  /** The service's id: the chosen server is remembered per service. */
  service: string;
  method: string;
  path: string;
  servers: SendPanelServer[];
  parameters: SendPanelParameter[];
  /** Cookie parameters: a page cannot set cookies on another site's requests, so they are only listed. */
  cookieParameters: string[];
  bodies: SendPanelBody[];
  bodyRequired: boolean;
  auth?: SendPanelAuth;
  messages: WidgetMessages<SendPanelMessageKey>;
}

/** A request sent from this tab, kept in its history (sessionStorage). */
export interface HistoryEntry {
  method: string;
  url: string;
  /** The status, or 0 when the request failed. */
  status: number;
  milliseconds: number;
  /** When it was sent (ms since the epoch). */
  at: number;
  /** The form as it was, to open the request again. */
  values: Record<string, string>;
  bodyText: string;
}

/** What the reader sees after a request came back. */
export interface Answer {
  status: number;
  statusText: string;
  milliseconds: number;
  headers: [string, string][];
  body: string;
  /** The body is JSON (highlighted). */
  json?: boolean;
}

/** Where the panel is: nothing sent yet, waiting, an answer, or a failure explained in words. */
export type Phase =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'done'; answer: Answer } | { kind: 'failed'; message: string; detail?: string };

/** The key of a parameter's value in the form state (names repeat across locations). */
export const parameterKey = (parameter: Pick<SendPanelParameter, 'in' | 'name'>) => `${parameter.in}:${parameter.name}`;

/** Server variables are kept per server: two servers may share a name but not its values. */
export const variableKey = (serverIndex: number, name: string) => `${serverIndex}:${name}`;
