import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.js';
import { tempDir } from './temp.js';

/** A one-service site around test/fixtures/openapi/models-keywords.yaml (service `shop`), in a fresh temporary folder. */
export function modelsSite(): string {
  return tempDir({
    'site.config.ts': `export default {
  title: 'Models',
  url: 'https://models.example.test',
  navbar: { items: [{ type: 'docSidebar', sidebarId: 'api', label: 'API', position: 'left' }] },
  api: { title: 'API reference', services: [{ id: 'shop', label: 'Shop', spec: 'specs/models-keywords.yaml' }] },
};
`,
    'docs/index.md': '# Home\n',
    'specs/models-keywords.yaml': readFileSync(path.join(repoRoot, 'test/fixtures/openapi/models-keywords.yaml'), 'utf8'),
  });
}
