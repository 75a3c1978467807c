/** What the send panel is told about an operation's credentials (src/openapi/send-panel-auth.ts). */
import { describe, expect, it } from 'vitest';
import { sendPanelAuth } from '../../../src/openapi/send-panel-auth.js';
import { normalise, securedDocument } from './helpers.js';

describe('sendPanelAuth', () => {
  it('resolves relative OAuth and OpenID Connect URLs against the server (OpenAPI: relative URLs are relative to the Server Object), not the docs page', async () => {
    const service = await normalise(securedDocument([{ url: 'https://{region}.api.test/pub/', variables: { region: { default: 'eu' } } }]));
    const auth = sendPanelAuth(service.operations[0]!, '/api/oauth-callback.html')!;
    expect(auth.options.flat()).toEqual([
      expect.objectContaining({
        kind: 'oauth2',
        flows: [
          { type: 'clientCredentials', authorizationUrl: undefined, tokenUrl: 'https://eu.api.test/oauth/token' },
          { type: 'authorizationCode', authorizationUrl: 'https://eu.api.test/pub/authorize', tokenUrl: 'https://auth.test/token' },
        ],
      }),
      expect.objectContaining({ kind: 'openIdConnect', discoveryUrl: 'https://eu.api.test/.well-known/openid-configuration' }),
    ]);
  });

  it('keeps them as written when the server URL is itself relative (the API is on the page’s own origin)', async () => {
    const service = await normalise(securedDocument([{ url: '/v1' }]));
    const [oauth] = sendPanelAuth(service.operations[0]!, '/api/oauth-callback.html')!.options.flat();
    expect(oauth).toMatchObject({ flows: [{ tokenUrl: '/oauth/token' }, { authorizationUrl: 'authorize' }] });
  });
});
