import type { Phase } from './types.js';

/**
 * Turns a failed fetch into words: the browser only says "Failed to fetch". `context`
 * is the page's protocol and connection state (passed in, so this stays testable).
 */
export function explainFailure(
  error: unknown,
  target: URL,
  aborted: boolean,
  context: { pageProtocol?: string; online?: boolean } = {},
): Extract<Phase, { kind: 'failed' }> {
  const detail = error instanceof Error ? error.message : String(error);
  if (aborted || (error instanceof DOMException && error.name === 'AbortError'))
    return { kind: 'failed', message: 'Request cancelled. Nothing was received; the server may still have processed it.' };
  if (context.pageProtocol === 'https:' && target.protocol === 'http:') {
    return {
      kind: 'failed',
      message: `The browser blocked the request: this page is served over HTTPS and ${target.origin} is plain HTTP (mixed content). Use an https:// server.`,
      detail,
    };
  }
  if (context.online === false)
    return { kind: 'failed', message: 'You are offline: the request could not leave this computer. Reconnect and send again.', detail };
  return {
    kind: 'failed',
    message:
      `No answer could be read from ${target.origin}. Either the server could not be reached (wrong URL or server variable, server down, connection refused, DNS or TLS failure), ` +
      `or it answered without allowing this page to read the response (CORS: the API must send Access-Control-Allow-Origin for this site and allow the Authorization and Content-Type headers). ` +
      `Browsers do not tell pages which of the two happened; the Network tab of the developer tools shows it. Meanwhile, the curl sample above sends the same request from a terminal.`,
    detail,
  };
}
