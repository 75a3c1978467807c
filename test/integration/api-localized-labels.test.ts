/**
 * The words the API reference writes itself (sidebar groups "Webhooks", "Models", "Other
 * tags", a numbered choice "Option 1", the "required" badge, the names of status ranges) come from the message
 * catalogue: a site's `i18n/<locale>/messages.json` puts them in the locale's language.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../src/pipeline/build-site.js';
import { buildInMemory, textOf } from '../helpers/build-fixture.js';
import { tempDir } from '../helpers/temp.js';

const spec = `openapi: 3.1.0
info: {title: Shop, version: '1'}
tags: [{name: orders}, {name: admin}]
x-tagGroups: [{name: Shop, tags: [orders]}]
paths:
  /orders:
    get:
      operationId: listOrders
      tags: [orders]
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Node'}
  /admin:
    get: {operationId: admin, tags: [admin], responses: {'204': {description: done}, '4XX': {description: refused}, default: {description: other}}}
webhooks:
  orderPaid:
    post: {operationId: orderPaid, responses: {'200': {description: ok}}}
components:
  schemas:
    Node:
      type: object
      required: [parent]
      properties:
        parent: {$ref: '#/components/schemas/Node'}
        value:
          oneOf:
            - {type: object, properties: {a: {type: string}}}
            - {type: object, properties: {b: {type: string}}}
`;

const french = {
  'api.section.webhooks': 'Événements',
  'api.section.models': 'Modèles',
  'api.section.otherTags': 'Autres étiquettes',
  'api.schema.option': 'Variante {number}',
  'api.badge.required': 'obligatoire',
  'api.status.clientError': 'Erreur du client',
  'api.status.default': 'Tout autre statut',
};

let result: BuildResult;
const sidebarOf = (file: string) => {
  const html = textOf(result, file);
  const start = html.indexOf('<nav class="sidebar');
  return html.slice(start, html.indexOf('</nav>', start));
};
const mainOf = (file: string) => {
  const html = textOf(result, file);
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
};

beforeAll(async () => {
  const root = tempDir({
    'site.config.ts': `export default { title: 'Shop', url: 'https://shop.test', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, navbar: { items: [{ type: 'docSidebar', sidebarId: 'api', label: 'API' }] }, api: { services: [{ id: 'shop', label: 'Shop', spec: 'specs/shop.yaml' }] } };\n`,
    'specs/shop.yaml': spec,
    'i18n/fr/messages.json': JSON.stringify(french),
  });
  result = await buildInMemory(root);
});

describe("the API reference's own words in a localized site", () => {
  it('name the sidebar groups in the locale: webhooks, models and tags outside x-tagGroups', () => {
    const nav = sidebarOf('fr/api/shop/list-orders/index.html');
    for (const label of ['Événements', 'Modèles', 'Autres étiquettes']) expect(nav, label).toContain(`>${label}<`);
    expect(nav).not.toMatch(/>(Webhooks|Models|Other tags)</);
  });

  it('stay English in the default locale', () => {
    const nav = sidebarOf('api/shop/list-orders/index.html');
    for (const label of ['Webhooks', 'Models', 'Other tags']) expect(nav, label).toContain(`>${label}<`);
  });

  it("number a choice's unnamed options and badge a required circular member in the locale, on the page and its twin", () => {
    const html = mainOf('fr/api/shop/models/node/index.html');
    expect(html).toContain('<span class="schema-choice-label">Variante 1</span>');
    expect(html).toContain('<span class="schema-choice-label">Variante 2</span>');
    expect(html).toMatch(/schema-circular.*?<span class="schema-badge schema-badge-required">obligatoire<\/span>/s);
    expect(mainOf('api/shop/models/node/index.html')).toContain('<span class="schema-choice-label">Option 1</span>');
    expect(textOf(result, 'fr/api/shop/models/node.md')).toContain('**Variante 1**');
  });

  it('name status ranges and the default response in the locale, on the page, in its contents and in its twin', () => {
    const html = mainOf('fr/api/shop/admin/index.html');
    expect(html).toContain('<span class="api-status api-status-client-error">4XX</span> Erreur du client</h3>');
    expect(html).toContain('<span class="api-status api-status-other">default</span> Tout autre statut</h3>');
    expect(textOf(result, 'fr/api/shop/admin/index.html')).toContain('>4XX Erreur du client<');
    expect(textOf(result, 'fr/api/shop/admin.md')).toContain('### 4XX Erreur du client');
    expect(mainOf('api/shop/admin/index.html')).toContain('</span> Client error</h3>');
  });
});
