/**
 * Security schemes and parameter styles in the built HTML: the fixture document
 * test/fixtures/openapi/security-schemes.yaml as a service of the "api" fixture site.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../src/pipeline/build-site.js';
import type { SendPanelProps } from '../../widgets/send-panel/types.js';
import { buildInMemory, textOf } from '../helpers/build-fixture.js';
import { securitySite } from '../helpers/security-site.js';

let result: BuildResult;
const main = (route: string) => {
  const html = textOf(result, `${route.slice(1)}/index.html`);
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
};
/** The send panel's props as the page embeds them for hydration. */
function panelProps(route: string): SendPanelProps {
  const html = main(route);
  const island = /<docgen-island[^>]*data-widget="send-panel"[^>]*>/.exec(html)![0];
  const json = /data-props="([^"]*)"/.exec(island)![1]!;
  return JSON.parse(
    json
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
  ) as SendPanelProps;
}

beforeAll(async () => {
  result = await buildInMemory(securitySite());
});

describe('security schemes on the pages', () => {
  it('are worded without repeated words', () => {
    const html = main('/api/secure').replace(/<[^>]+>/g, '');
    expect(html).toContain('API key in the X-API-KEY header');
    expect(html).toContain('API key in the api_key query parameter');
    expect(html).toContain('API key in the session cookie');
    expect(html).not.toMatch(/\b(header|query|cookie|parameter) \1\b/i);
  });

  it('give the send panel the alternatives, each scheme of a combined requirement, and no auth for security: []', () => {
    const either = panelProps('/api/secure/either').auth!;
    expect(either.options.map((option) => option.map((scheme) => scheme.key))).toEqual([['headerKey'], ['basicAuth']]);
    expect(either.optional).toBe(true);
    expect(either.callbackRoute).toBe('/api/oauth-callback.html');
    expect(panelProps('/api/secure/both').auth!.options).toEqual([
      [
        { key: 'headerKey', kind: 'apiKey', name: 'X-API-KEY', in: 'header' },
        { key: 'bearerAuth', kind: 'bearer', format: 'JWT' },
      ],
    ]);
    expect(panelProps('/api/secure/pkce').auth!.options[0]).toEqual([
      {
        key: 'pkce',
        kind: 'oauth2',
        scopes: ['read'],
        flows: [{ type: 'authorizationCode', authorizationUrl: 'http://auth.test/authorize', tokenUrl: 'http://auth.test/token' }],
      },
    ]);
    expect(panelProps('/api/secure/oidc').auth!.options[0]).toEqual([
      { key: 'oidc', kind: 'openIdConnect', discoveryUrl: 'http://auth.test/.well-known/openid-configuration', scopes: ['openid'] },
    ]);
    expect(panelProps('/api/secure/mtls').auth!.options[0]).toEqual([{ key: 'mtls', kind: 'unsupported', type: 'mutualTLS' }]);
    expect(panelProps('/api/secure/public').auth).toBeUndefined();
  });

  it('emit the OAuth callback page, which hands the code to its opener only', () => {
    const callback = textOf(result, 'api/oauth-callback.html');
    expect(callback).toContain('opener.postMessage(data, location.origin)');
    expect(callback).toContain('<meta name="robots" content="noindex">');
    expect(callback).toContain('This window closes by itself.');
  });
});

describe('parameter styles on the page', () => {
  it('show the declared style and the example as sent', () => {
    const html = main('/api/secure/styles');
    expect(html).toContain('Style matrix, exploded. Sent as <code>;point=3;point=4</code>');
    expect(html).toContain('Style deepObject, exploded. Sent as <code>filter[colour]=red</code>');
    expect(html).toContain('Style pipeDelimited, not exploded. Sent as <code>ids=1|2</code>');
    expect(html).toContain('reserved characters sent unencoded');
  });
});
