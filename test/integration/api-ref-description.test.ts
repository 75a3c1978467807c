/**
 * OpenAPI 3.1 lets a `$ref` carry its own `description`: the property is still the named
 * model, linked to its page on the HTML page and in the markdown twin, with the
 * property's own description beside the link, and counted among the models it is part of.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../src/pipeline/build-site.js';
import { buildInMemory, textOf } from '../helpers/build-fixture.js';
import { tempDir } from '../helpers/temp.js';

const SPEC = `openapi: 3.1.0
info: {title: Hooks, version: '1'}
paths:
  /hooks:
    get:
      operationId: listHooks
      responses:
        '200':
          description: The hooks
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Hook'}
components:
  schemas:
    Hook:
      type: object
      properties:
        settings:
          $ref: '#/components/schemas/Settings'
          description: What this hook sends.
    Settings:
      type: object
      properties:
        verbose: {type: boolean}
`;

let result: BuildResult;
beforeAll(async () => {
  const root = tempDir({
    'site.config.ts': `export default { title: 'Hooks', url: 'https://hooks.test', navbar: { items: [{ type: 'docSidebar', sidebarId: 'api', label: 'API' }] }, api: { services: [{ id: 'hooks', label: 'Hooks', spec: 'specs/hooks.yaml' }] } };\n`,
    'specs/hooks.yaml': SPEC,
  });
  result = await buildInMemory(root);
});

describe('a 3.1 $ref with its own description', () => {
  it('links the named model on the HTML page and keeps the description', () => {
    const html = textOf(result, 'api/hooks/models/hook/index.html');
    expect(html).toContain('<a class="schema-model-link" href="/api/hooks/models/settings">Settings</a>');
    expect(html).toContain('What this hook sends.');
  });

  it('links it in the markdown twin, with the description beside the link', () => {
    expect(textOf(result, 'api/hooks/models/hook.md')).toMatch(
      /- `settings` \(object\): \[Settings\]\([^)]*settings\.md\)\. What this hook sends\./,
    );
  });

  it("lists the containing model on the named model's page", () => {
    expect(textOf(result, 'api/hooks/models/settings.md')).toMatch(/## Part of these models\n\n- \[Hook\]\(/);
  });
});
