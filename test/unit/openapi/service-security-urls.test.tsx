/**
 * The service page's Authentication section shows a scheme's URLs as OpenAPI reads them:
 * relative to the API's server, not to the docs page. A URL that stays a path (the server is
 * relative too) is shown, never linked: it is the API's, and a link would be a broken site link.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withServerUrls } from '../../../src/openapi/security.js';
import { SecuritySchemes } from '../../../templates/api/security.js';
import { normalise, securedDocument } from './helpers.js';

const schemesOf = async (servers: unknown[]) => {
  const service = await normalise(securedDocument(servers));
  return service.securitySchemes.map((scheme) => withServerUrls(scheme, service.servers[0]));
};

describe("the service page's security scheme URLs", () => {
  it('are resolved against the first server with its defaults, and the discovery URL is a link', async () => {
    const schemes = await schemesOf([{ url: 'https://{region}.api.test/pub/', variables: { region: { default: 'eu' } } }]);
    expect(schemes[0]!.flows).toEqual([
      expect.objectContaining({ type: 'clientCredentials', tokenUrl: 'https://eu.api.test/oauth/token' }),
      expect.objectContaining({ authorizationUrl: 'https://eu.api.test/pub/authorize', tokenUrl: 'https://auth.test/token' }),
    ]);
    const html = renderToStaticMarkup(<SecuritySchemes schemes={schemes} />);
    expect(html).toContain('<code>https://eu.api.test/oauth/token</code>');
    expect(html).toContain('<a href="https://eu.api.test/.well-known/openid-configuration">');
  });

  it('stay as written with a relative server, and the discovery path is shown as code, not linked', async () => {
    const schemes = await schemesOf([{ url: '/v1' }]);
    expect(schemes[0]!.flows![0]!.tokenUrl).toBe('/oauth/token');
    const html = renderToStaticMarkup(<SecuritySchemes schemes={schemes} />);
    expect(html).toContain('<code>/.well-known/openid-configuration</code>');
    expect(html).not.toContain('href="/.well-known');
  });
});
