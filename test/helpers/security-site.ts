import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.js';
import { copyFixtureSite } from './site-copy.js';

/**
 * The fixture site "api" with a third service, `secure`: test/fixtures/openapi/
 * security-schemes.yaml, its stand-in OAuth server (`http://auth.test`) replaced by
 * `authOrigin` (a test's local server). Returns the site's folder.
 */
export function securitySite(authOrigin = 'http://auth.test'): string {
  const { root } = copyFixtureSite('api');
  const document = readFileSync(path.join(repoRoot, 'test/fixtures/openapi/security-schemes.yaml'), 'utf8');
  writeFileSync(path.join(root, 'specs/security.yaml'), document.replaceAll('http://auth.test', authOrigin));
  const configFile = path.join(root, 'site.config.ts');
  const config = readFileSync(configFile, 'utf8');
  writeFileSync(
    configFile,
    config.replace(
      "{ id: 'graph', label: 'Graph service', spec: 'specs/graph.json' },",
      "{ id: 'graph', label: 'Graph service', spec: 'specs/graph.json' },\n      { id: 'secure', label: 'Secure service', spec: 'specs/security.yaml' },",
    ),
  );
  return root;
}
