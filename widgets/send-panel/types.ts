/** The props of the send panel: what the build knows about one operation's request. */
import type { WidgetMessages, Words } from '../lib/messages.js';
import type { SendPanelMessageKey } from '../message-keys.js';

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
  /** Array values are entered comma-separated and sent as repeated query parameters. */
  array?: boolean;
  /** Filled with a new random UUID in the browser, and again after each send (idempotency keys, request ids). */
  freshUuid?: boolean;
}

export interface SendPanelBodyField {
  name: string;
  file: boolean;
  required: boolean;
  example?: string;
  accept?: string;
}

export interface SendPanelBody {
  mediaType: string;
  kind: 'json' | 'text' | 'form' | 'multipart' | 'binary';
  /** Pre-filled text (JSON pretty-printed) for json and text bodies. */
  example?: string;
  /** Fields of form and multipart bodies. */
  fields?: SendPanelBodyField[];
}

export interface SendPanelAuth {
  type: 'bearer' | 'basic' | 'apiKey';
  name?: string;
  in?: 'header' | 'query' | 'cookie';
  storageKey: string;
  label: string;
}

export interface SendPanelProps {
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

/** What the reader sees after a request came back. */
export interface Answer {
  status: number;
  statusText: string;
  milliseconds: number;
  headers: [string, string][];
  body: string;
}

/** Where the panel is: nothing sent yet, waiting, an answer, or a failure explained in words. */
export type Phase =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'done'; answer: Answer } | { kind: 'failed'; message: string; detail?: string };

/** The key of a parameter's value in the form state (names repeat across locations). */
export const parameterKey = (parameter: Pick<SendPanelParameter, 'in' | 'name'>) => `${parameter.in}:${parameter.name}`;

/** Server variables are kept per server: two servers may share a name but not its values. */
export const variableKey = (serverIndex: number, name: string) => `${serverIndex}:${name}`;
