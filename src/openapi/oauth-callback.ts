import type { Messages } from '../i18n/messages.js';
import { escapeText } from '../util/html.js';

/**
 * The OAuth callback page of the send panel: the authorization server redirects the
 * sign-in popup here with `?code=...&state=...`; the page hands its query string to the
 * window that opened it (same origin only) and closes. The code is useless without the
 * PKCE verifier, which never leaves the panel's page.
 */
export function oauthCallbackPage(messages: Messages, lang: string): string {
  const message = JSON.stringify({ type: 'docgen-oauth-callback' });
  return `<!doctype html>
<html lang="${escapeText(lang)}">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeText(messages.format('sendPanel.oauth.callbackTitle'))}</title></head>
<body>
<main><p id="status">${escapeText(messages.format('sendPanel.oauth.callbackText'))}</p></main>
<script>
(function () {
  var opener = window.opener;
  if (!opener) {
    document.getElementById('status').textContent = ${JSON.stringify(messages.format('sendPanel.oauth.callbackAlone'))};
    return;
  }
  var data = ${message};
  data.search = location.search;
  opener.postMessage(data, location.origin);
  window.close();
})();
</script>
</body>
</html>
`;
}
