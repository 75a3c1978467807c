/**
 * What sites made with docusaurus-openapi-docs bring along (issue 40, 39), in one build
 * of test/fixtures/openapi/recursive-garden.yaml: operation pages that stay small with
 * recursive, shared models; admonitions in descriptions; x-enumDescriptions and
 * x-deprecated-description; the code-sample languages the config picks, after
 * x-codeSamples; and contradicting schema types reported as warnings at their pointer,
 * with nothing else printed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BuildResult } from '../../src/pipeline/build-site.js';
import { buildInMemory, repoRoot, textOf } from '../helpers/build-fixture.js';
import { tempDir } from '../helpers/temp.js';

let result: BuildResult;
const printed: string[] = [];
const warn = vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void printed.push(args.join(' ')));

beforeAll(async () => {
  const root = tempDir({
    'site.config.ts': `export default {
  title: 'Garden',
  url: 'https://garden.test',
  navbar: { items: [{ type: 'docSidebar', sidebarId: 'api', label: 'API' }] },
  api: {
    services: [{ id: 'garden', label: 'Garden', spec: 'specs/garden.yaml' }],
    codeSamples: { languages: ['curl', 'node/axios', 'ruby', 'php/guzzle'] },
  },
};\n`,
    'specs/garden.yaml': readFileSync(path.join(repoRoot, 'test/fixtures/openapi/recursive-garden.yaml'), 'utf8'),
  });
  result = await buildInMemory(root);
}, 120_000);

afterAll(() => warn.mockRestore());

const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

describe('operation pages of recursive, shared models', () => {
  it('stay under 160 kB (the recursive Plant made 518 kB), with every property of the model still on the page', () => {
    const html = textOf(result, 'api/garden/get-plant/index.html');
    expect(html.length).toBeLessThan(160_000);
    for (const name of ['id', 'name', 'status', 'colour', 'palette', 'bed', 'neighbour', 'companions', 'labels', 'form'])
      expect(html).toContain(`<code class="schema-property-name">${name}</code>`);
    // Deeper models are links to their pages, where they are complete.
    expect(html).toMatch(/<a class="schema-model-link" href="\/api\/garden\/models\/plant">Plant<\/a>/);
    expect(textOf(result, 'api/garden/models/bed/index.html')).toContain('<code class="schema-property-name">shade</code>');
  });

  it('show a schema that JSON and XML share once, and their identical examples in one tab', () => {
    const main = mainOf(textOf(result, 'api/garden/get-plant/index.html'));
    expect(main).toContain('<p class="api-media-type"><code>application/json</code>, <code>application/xml</code></p>');
    const responses = main.slice(main.indexOf('id="responses"'), main.indexOf('class="api-pane-side"'));
    // One tree, not a tab per media type with a tree each.
    expect(responses.match(/class="api-content api-content-shared"/g)).toHaveLength(1);
    expect(responses).not.toContain('class="api-tab-label"');
    const examples = main.slice(main.indexOf('id="op-get-plant-response-examples"'));
    expect([...examples.matchAll(/class="api-tab-label"[^>]*>([^<]+)</g)].map((match) => match[1])).toEqual(['200']);
  });

  it('give a `{description, allOf: [$ref]}` property the model’s name', () => {
    const main = mainOf(textOf(result, 'api/garden/get-plant/index.html'));
    expect(main).toContain(
      '<code class="schema-property-name">bed</code><span class="schema-type">object<span class="schema-name"> (Bed)</span></span></span></summary><p class="schema-note schema-model-ref">Model: <a href="/api/garden/models/bed">Bed</a></p>',
    );
  });
});

describe('descriptions and vendor extensions', () => {
  it('render admonitions in an operation description as the docs do, other colons left as text', () => {
    const main = mainOf(textOf(result, 'api/garden/get-plant/index.html'));
    expect(main).toContain('<aside class="admonition admonition-note" role="note" aria-label="Note"><p class="admonition-title">Note</p>');
    expect(main).toContain('<p>Plants sold out stay readable for <strong>30 days</strong>.</p></aside>');
    expect(main).toContain('<p class="admonition-title">Rate limits</p>');
    expect(main).toContain('the clock reads 10:30.');
    expect(main).not.toContain(':::');
    expect(textOf(result, 'api/garden/get-plant.md')).toContain('> **Note**');
  });

  it('list x-enumDescriptions under the enum and x-deprecated-description under the deprecated property, in the page and its twin', () => {
    const main = mainOf(textOf(result, 'api/garden/get-plant/index.html'));
    expect(main).toContain(
      '<dl class="schema-enum-descriptions"><dt><code>available</code></dt><dd><div><p>In stock and for sale</p></div></dd><dt><code>reserved</code></dt><dd><div><p>Held for a customer for <strong>two</strong> days</p></div></dd>',
    );
    expect(main).toMatch(
      /<div class="schema-deprecation" role="note" aria-label="[^"]+"><div><p>Read <code>palette<\/code> instead.<\/p><\/div><\/div>/,
    );
    const twin = textOf(result, 'api/garden/get-plant.md');
    expect(twin).toContain('  - `reserved`: Held for a customer for **two** days');
    expect(twin).toContain(': Read `palette` instead.');
  });

  it('show a deprecated operation’s x-deprecated-description in its notice', () => {
    const main = mainOf(textOf(result, 'api/garden/replace-plant/index.html'));
    expect(main).toMatch(
      /<div class="api-deprecation"><p>[^<]+<\/p><div class="markdown"><p>Use <code>PATCH \/plants\/\{plantId\}<\/code> instead.<\/p><\/div><\/div>/,
    );
    expect(textOf(result, 'api/garden/replace-plant.md')).toContain('> Use `PATCH /plants/{plantId}` instead.');
  });
});

describe('x-logo and x-hideTryItPanel', () => {
  it('show the logo on the service page, linked, with its text', () => {
    const main = mainOf(textOf(result, 'api/garden/index.html'));
    expect(main).toContain(
      '<p class="api-logo"><a href="https://garden.example.com/"><img class="api-logo-image" src="https://garden.example.com/logo.png" alt="Garden logo"/></a></p>',
    );
  });

  it('leave the send panel out of an operation that hides it, and only of that one', () => {
    const hidden = mainOf(textOf(result, 'api/garden/create-label/index.html'));
    expect(hidden).not.toContain('id="try-it"');
    expect(hidden).not.toContain('data-widget="send-panel"');
    expect(mainOf(textOf(result, 'api/garden/get-plant/index.html'))).toContain('id="try-it"');
  });
});

describe('code samples', () => {
  it('come in the languages of api.codeSamples.languages, in their order, after the document’s x-codeSamples', () => {
    const main = mainOf(textOf(result, 'api/garden/replace-plant/index.html'));
    const samples = main.slice(main.indexOf('id="code-samples"'), main.indexOf('</section>', main.indexOf('id="code-samples"')));
    const labels = [...samples.matchAll(/class="api-tab-label"[^>]*>([^<]+)</g)].map((match) => match[1]);
    expect(labels).toEqual(['CLI', 'curl', 'Node.js (Axios)', 'Ruby', 'PHP (Guzzle)']);
    const code = samples.replace(/<[^>]+>/g, '');
    expect(code).toContain("import axios from 'axios';");
    expect(code).toContain("require 'net/http'");
    expect(code).toContain('GuzzleHttp\\Client()');
  });
});

describe('what the build prints', () => {
  it('warns about contradicting types with the document and the pointer, and prints nothing of its own', () => {
    const warnings = result.diagnostics.filter((diagnostic) => diagnostic.severity === 'warning');
    const code = warnings.find((warning) => warning.pointer === '/components/schemas/Code');
    expect(code).toMatchObject({ file: expect.stringMatching(/garden\.yaml$/), line: expect.any(Number) });
    expect(code!.message).toContain('allOf combines schemas of different types (string and object)');
    const form = warnings.find((warning) => warning.pointer === '/components/schemas/Plant/properties/form');
    expect(form!.message).toContain('type string but its oneOf options are object');
    expect(printed.filter((line) => /can't be merged/.test(line))).toEqual([]);
  });
});
