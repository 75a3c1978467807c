import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectUserError, runCli, runDocgen, snapshotTree, withoutBuildCache, type CliRun } from '../../helpers/bad-input.js';
import { VERSION } from '../../../src/version.js';
import { fixtureSite } from '../../helpers/paths.js';
import { tempDir } from '../../helpers/temp.js';

/**
 * Errors that name their source (issue 8): each bad site fails with exit 1, names the
 * file and the line or JSON pointer at fault, prints no stack trace, and leaves every
 * file of the site folder (sources and the previous output in build/) as it was.
 */

const PETS_SPEC = readFileSync(path.join(fixtureSite('api'), 'specs/pets.yaml'), 'utf8');
/** A previous build, marker included, so the failed build's refusal is about the sources, not the folder. */
const PREVIOUS_OUTPUT = {
  'build/.docgen-output.json': `${JSON.stringify({ generator: 'docgen', version: VERSION })}\n`,
  'build/index.html': '<!doctype html><p>previous build</p>\n',
  'build/guides/index.html': '<p>old</p>\n',
};

function config(extra = ''): string {
  return `export default {\n  title: 'Bad site',\n  url: 'https://bad.test',\n${extra}};\n`;
}

const doc = (title: string, body = 'Text.', frontmatter = '') => `---\ntitle: ${title}\n${frontmatter}---\n\n${body}\n`;

/** Builds a temp site with `files` plus a previous output, and checks that the failed build changed nothing. */
async function buildFails(files: Record<string, string>): Promise<{ run: CliRun; site: string }> {
  const site = tempDir({ 'site.config.ts': config(), 'docs/index.md': doc('Home'), ...PREVIOUS_OUTPUT, ...files });
  const before = snapshotTree(site);
  const run = await runCli(['build'], { cwd: site });
  expect(snapshotTree(site), 'the site folder and the previous output are byte-identical').toEqual(before);
  return { run, site };
}

const apiConfig = (services: string) => config(`  api: {\n    services: [\n${services}    ],\n  },\n`);

describe('bad input: errors that name their source', () => {
  it('two API services with the same id: names both entries and the line of the second', async () => {
    const { run, site } = await buildFails({
      'site.config.ts': apiConfig(
        "      { id: 'pets', label: 'Pets', spec: 'specs/pets.yaml' },\n      { id: 'pets', label: 'Pets again', spec: 'specs/pets.yaml', route: '/other' },\n",
      ),
      'specs/pets.yaml': PETS_SPEC,
    });
    expectUserError(run, { file: path.join(site, 'site.config.ts'), line: 7, code: 'DG111' });
    expect(run.stderr).toContain('api.services[0] and api.services[1] both have id "pets"');
  });

  it('a doc whose frontmatter is not YAML, in a site with a sidebars.ts: the error, not a crash (the docs fail while the sidebars compile)', async () => {
    const site = tempDir({
      'site.config.ts': config(),
      'sidebars.ts': "export default { guides: ['index', 'broken'] };\n",
      'docs/index.md': doc('Home'),
      'docs/broken.md': doc('Plugins: a colon'),
    });
    // A process of its own: an unhandled rejection ends a process, which the in-process CLI would not show.
    const run = await runDocgen(['build'], { cwd: site });
    expectUserError(run, { file: path.join(site, 'docs/broken.md'), line: 2, code: 'DG010' });
    expect(run.stderr).not.toContain('Node.js v');
  });

  it('two docs with the same slug: names both files and the slug line', async () => {
    const { run, site } = await buildFails({
      'docs/guides/a.md': doc('A', 'A.', 'slug: /guides/same\n'),
      'docs/guides/b.md': doc('B', 'B.', 'slug: /guides/same\n'),
    });
    expectUserError(run, { file: path.join(site, 'docs/guides/b.md'), line: 3, code: 'DG110' });
    expect(run.stderr).toContain(`${path.join(site, 'docs/guides/a.md')}:3 (frontmatter slug "/guides/same")`);
    expect(run.stderr).toContain('/guides/same');
  });

  it('a.md and a/index.md: names both files and the URL', async () => {
    const { run, site } = await buildFails({ 'docs/a.md': doc('A'), 'docs/a/index.md': doc('A index') });
    expectUserError(run, { file: path.join(site, 'docs/a/index.md'), code: 'DG110' });
    expect(run.stderr).toContain('Both of these produce the page /a:');
    expect(run.stderr).toContain(path.join(site, 'docs/a.md'));
  });

  it('slug /../..: refused at the frontmatter line', async () => {
    const { run, site } = await buildFails({ 'docs/x.md': doc('X', 'X.', 'slug: /../..\n') });
    expectUserError(run, { file: path.join(site, 'docs/x.md'), line: 3, code: 'DG112' });
    expect(run.stderr).toContain('above the site root');
  });

  it('a relative slug that climbs out of the site: refused at the frontmatter line', async () => {
    const { run, site } = await buildFails({ 'docs/guides/x.md': doc('X', 'X.', 'description: d\nslug: ../../../etc/x\n') });
    expectUserError(run, { file: path.join(site, 'docs/guides/x.md'), line: 4, code: 'DG112' });
  });

  it('a slug with an encoded dot-dot: refused at the frontmatter line', async () => {
    const { run, site } = await buildFails({ 'docs/x.md': doc('X', 'X.', 'slug: /%2e%2e/%2e%2e/x\n') });
    expectUserError(run, { file: path.join(site, 'docs/x.md'), line: 3, code: 'DG112' });
    expect(run.stderr).toContain('%2e');
  });

  it('service route ../x: refused at the config key and line', async () => {
    const { run, site } = await buildFails({
      'site.config.ts': apiConfig("      { id: 'pets', label: 'Pets', spec: 'specs/pets.yaml', route: '../x' },\n"),
      'specs/pets.yaml': PETS_SPEC,
    });
    expectUserError(run, { file: path.join(site, 'site.config.ts'), line: 6, code: 'DG113' });
    expect(run.stderr).toContain('api.services[0].route is "../x"');
  });

  it('a doc at the URL of an API page: names the doc and the spec with its pointer', async () => {
    const { run, site } = await buildFails({
      'site.config.ts': apiConfig("      { id: 'pets', label: 'Pets', spec: 'specs/pets.yaml' },\n"),
      'specs/pets.yaml': PETS_SPEC,
      'docs/x.md': doc('X', 'X.', 'slug: /api/pets/list-pets\n'),
    });
    expectUserError(run, { file: path.join(site, 'specs/pets.yaml'), pointer: '/paths/~1pets/get', code: 'DG110' });
    expect(run.stderr).toContain(`${path.join(site, 'docs/x.md')}:3 (frontmatter slug "/api/pets/list-pets")`);
  });

  it('a broken link in markdown: names the file, line and column, and the link as written', async () => {
    const { run } = await buildFails({ 'docs/guides/x.md': doc('X', 'Intro.\n\nRead [the setup](/guides/missing) first.') });
    expectUserError(run, { file: 'docs/guides/x.md', line: 7, code: 'DG114' });
    expect(run.stderr).toContain(
      'docs/guides/x.md:7:6: [the setup](/guides/missing) -> /guides/missing (no page or file at this path; on guides/x/index.html)',
    );
  });

  it('a broken anchor in markdown: names the file and line', async () => {
    const { run } = await buildFails({ 'docs/guides/x.md': doc('X', '## Setup\n\nSee [home](/#nope) and [setup](#setup).') });
    expectUserError(run, { file: 'docs/guides/x.md', line: 7, code: 'DG114' });
    expect(run.stderr).toContain('[home](/#nope) -> /#nope (no element with id "nope" on the target page');
    expect(run.stderr).not.toContain('#setup');
  });

  it('a broken link in an OpenAPI description: names the spec file and the JSON pointer of the description', async () => {
    // linkBase on the site itself: the document's relative links are links into this site, and link-checked.
    const { run } = await buildFails({
      'site.config.ts': apiConfig("      { id: 'pets', label: 'Pets', spec: 'specs/pets.yaml', linkBase: 'https://bad.test/' },\n"),
      'specs/pets.yaml': PETS_SPEC.replace(
        'description: Pictures of pets.',
        'description: Pictures of pets, see [the photo guide](/guides/photos).',
      ),
    });
    expectUserError(run, { file: 'specs/pets.yaml', line: 26, pointer: '/tags/1/description', code: 'DG114' });
    expect(run.stderr).toContain('/guides/photos (no page or file at this path; on api/pets/photos/index.html)');
  });

  it('a broken navbar link: names the config key and line', async () => {
    const { run } = await buildFails({
      'site.config.ts': config("  navbar: {\n    items: [\n      { label: 'Gone', to: '/gone' },\n    ],\n  },\n"),
    });
    expectUserError(run, { file: 'site.config.ts', line: 6, code: 'DG114' });
    expect(run.stderr).toContain('(navbar.items[0].to): /gone');
  });

  it('i18n.defaultLocale not in i18n.locales: names the key, the value, the allowed values and the line', async () => {
    const { run, site } = await buildFails({
      'site.config.ts': config("  i18n: {\n    defaultLocale: 'fr',\n    locales: ['en', 'de'],\n  },\n"),
    });
    expectUserError(run, { file: path.join(site, 'site.config.ts'), line: 5, code: 'DG115' });
    expect(run.stderr).toContain('i18n.defaultLocale is "fr", but i18n.locales is ["en", "de"]');
  });

  it('a tag and an operation with the same slug: the build succeeds with both pages and a warning naming both pointers', async () => {
    const spec = [
      'openapi: 3.1.0',
      'info: {title: Clash, version: "1"}',
      'tags:',
      '  - name: other',
      '  - name: pets',
      'paths:',
      '  /pets:',
      '    get:',
      '      operationId: pets',
      '      tags: [pets]',
      "      responses: {'200': {description: ok}}",
      '  /o:',
      '    get:',
      '      operationId: o',
      '      tags: [other]',
      "      responses: {'200': {description: ok}}",
      '',
    ].join('\n');
    const site = tempDir({
      'site.config.ts': apiConfig("      { id: 'clash', label: 'Clash', spec: 'specs/clash.yaml' },\n"),
      'docs/index.md': doc('Home'),
      'specs/clash.yaml': spec,
    });
    const sources = snapshotTree(site);
    const run = await runCli(['build'], { cwd: site });
    expect(run.code, run.stderr).toBe(0);
    const after = snapshotTree(site);
    expect(withoutBuildCache(Object.fromEntries(Object.entries(after).filter(([file]) => !file.startsWith('build'))))).toEqual(
      withoutBuildCache(sources),
    );
    expect(after['build/api/clash/pets/index.html'], 'the operation page').toBeDefined();
    expect(after['build/api/clash/tag/pets/index.html'], 'the tag page').toBeDefined();
    expect(run.stderr).toMatch(
      /warning .*specs\/clash\.yaml:5:\d+ \(at \/tags\/1\/name\): Tag "pets" at \/tags\/1\/name and operation GET \/pets at \/paths\/~1pets\/get both map to the page slug "pets"/,
    );
  });
});
