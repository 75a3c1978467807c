/**
 * Redoc's anchors in an API document's descriptions (`#tag/...`, `#operation/...`,
 * `#section/...`, `#schema/...`) point at docgen's own pages; an anchor that names
 * nothing in the document is plain text with a warning naming its pointer and line
 * (test/fixtures/openapi/redoc-anchors.yaml).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../src/pipeline/build-site.js';
import { buildInMemory, repoRoot, textOf } from '../helpers/build-fixture.js';
import { tempDir } from '../helpers/temp.js';
import { expectUserError, runDocgen } from '../helpers/bad-input.js';

const spec = readFileSync(path.join(repoRoot, 'test/fixtures/openapi/redoc-anchors.yaml'), 'utf8');
let result: BuildResult;
let root: string;
const main = (file: string) => {
  const html = textOf(result, file);
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
};

beforeAll(async () => {
  root = tempDir({
    'site.config.ts': `export default { title: 'Anchors', url: 'https://anchors.test', api: { services: [{ id: 'sloppy', label: 'Sloppy', spec: 'specs/api.yaml' }] } };\n`,
    'specs/api.yaml': spec,
  });
  result = await buildInMemory(root);
});

describe("Redoc's anchors in descriptions", () => {
  it('link to the tag, operation, webhook and model pages and to headings of the service description', () => {
    const html = main('api/sloppy/index.html');
    for (const [text, href] of [
      ['pets', '/api/sloppy/pets'],
      ['the store', '/api/sloppy/pet-store'],
      ['listing', '/api/sloppy/list-pets'],
      ['adding', '/api/sloppy/add-pet'],
      ['one pet', '/api/sloppy/get-pets-pet-id'],
      ['the pet', '/api/sloppy/models/pet'],
      ['the model', '/api/sloppy/models/pet'],
      ['errors', '/api/sloppy/models/error'],
      ['by pointer', '/api/sloppy/models/error'],
      ['auth', '/api/sloppy#authentication'],
      ['keys', '/api/sloppy#api-keys'],
      ['the event', '/api/sloppy/webhooks/pet-adopted'],
      // Separators written as %2F; Redoc's section of the security schemes; an h1 heading.
      ['encoded', '/api/sloppy/list-pets'],
      ['the key', '/api/sloppy#security-scheme-api_key'],
      ['top', '/api/sloppy#getting-started'],
      // A described tag without operations is a section of this page (its id after the description's own "Rate limiting").
      ['limits', '/api/sloppy#rate-limiting-1'],
    ])
      expect(html, text).toContain(`<a href="${href}">${text}</a>`);
    // The description has a level-1 heading: its headings go one level down, under the page's title.
    expect(html).toContain('<h3 id="authentication"');
    expect(html).toContain('<h4 id="api-keys"');
    expect(html).toContain('id="security-scheme-api_key"');
    expect(html).toContain('<h2 id="getting-started"');
    expect(html).toMatch(/<h2 id="rate-limiting-1"[^>]*>Rate Limiting/);
  });

  it('show an anchor that names nothing in the document as its text alone', () => {
    const html = main('api/sloppy/index.html');
    expect(html).toContain('\nghosts and nowhere.\n');
    expect(html).not.toMatch(/href="#(tag|section|schema|operation|path)\//);
    expect(main('api/sloppy/pet-store/index.html')).toContain('Sells the <a href="/api/sloppy/models/pet">Pet</a> and no Unicorn.');
  });

  it('resolve in descriptions on operation pages too', () => {
    expect(main('api/sloppy/add-pet/index.html')).toContain('Then <a href="/api/sloppy/list-pets">list them</a>.');
  });

  it('warn (lenient: the build succeeds) only about anchors that name nothing, with the pointer, line and what is missing', () => {
    const warnings = result.diagnostics.filter((diagnostic) => diagnostic.failsStrict);
    expect(warnings.map((warning) => [warning.pointer, warning.line, warning.message])).toEqual([
      [
        '/info/description',
        5,
        expect.stringMatching(/^The link to "#tag\/ghosts" .* shown as plain text: the document has no tag "ghosts"/),
      ],
      ['/info/description', 5, expect.stringMatching(/"#section\/Nowhere" .*no heading "Nowhere" in info\.description/)],
      ['/tags/1/description', 30, expect.stringMatching(/"#schema\/Unicorn" .*no schema "Unicorn" in components\/schemas/)],
    ]);
  });

  it("point at the pages' markdown twins in the pages for AI readers, and stay text where they name nothing", () => {
    const markdown = textOf(result, 'api/sloppy.md');
    expect(markdown).toContain('[pets](https://anchors.test/api/sloppy/pets.md)');
    expect(markdown).toContain('[the event](https://anchors.test/api/sloppy/webhooks/pet-adopted.md)');
    expect(markdown).toContain('[keys](https://anchors.test/api/sloppy.md#api-keys)');
    expect(markdown).toContain('[limits](https://anchors.test/api/sloppy.md#rate-limiting-1)');
    expect(markdown).toContain('ghosts and nowhere.');
  });

  it('fail `docgen build --strict` (DG200) when one names nothing, with the file, line and pointer, and no stack trace', async () => {
    const run = await runDocgen(['build', '--strict'], { cwd: root });
    expectUserError(run, { file: 'specs/api.yaml', line: 5, pointer: '/info/description', code: 'DG200' });
    expect(run.stderr).toContain('"#tag/ghosts"');
    expect(run.stderr).toContain('3 warnings');
  });
});
