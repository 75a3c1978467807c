/**
 * Hostile input against the build's sandbox, in process (`buildSite()`): what a site names
 * is read only inside the site folder (and its node_modules), never from a pipe, a device
 * or /proc; no secret of the machine reaches any output file; every URL a page or the
 * configuration carries passes the one sanitiser. Each case asserts the exact refusal
 * (error code, file, line or JSON pointer) or the sanitised output.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../src/api/build-site.js';
import { outputPaths, writeMarker, type OutputPaths } from '../../../src/write/output-folder.js';
import { restoreLastGoodOutput } from '../../../src/write/prepare-output.js';
import { expectUserError, runCli } from '../../helpers/bad-input.js';
import { docgenRejectionOf, tempDir } from '../../helpers/temp.js';

const SECRET = 'TOP-SECRET-7f3a9c';
const CONFIG = `export default { title: 'Hostile', url: 'https://hostile.test' };\n`;
const page = (title: string, body: string, frontmatter = '') => `---\ntitle: ${title}\n${frontmatter}---\n\n${body}\n`;

/** A site in a fresh folder, beside a file holding a secret (`../secret.md` from the site). */
function siteWith(files: Record<string, string>, prepare?: (root: string) => void): string {
  const parent = tempDir({ 'secret.md': `${SECRET}\n`, 'secret.yaml': `secret: ${SECRET}\n` });
  const root = path.join(parent, 'site');
  mkdirSync(root);
  for (const [file, text] of Object.entries({ 'site.config.ts': CONFIG, ...files })) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  prepare?.(root);
  return root;
}

const build = (root: string) => buildSite({ root });

/** Every text output file, to assert that a secret or a script URL is in none of them. */
function everyText(files: Map<string, string | Uint8Array>): string {
  return [...files.values()].map((value) => (typeof value === 'string' ? value : Buffer.from(value).toString('utf8'))).join('\n');
}

describe('partials: ::include reads only inside the site', () => {
  it('a partial outside the site folder is refused (DG275) at the page and line; the secret is published nowhere', async () => {
    const root = siteWith({ 'docs/index.md': page('Home', 'Intro.\n\n::include{file="../../secret.md"}') });
    const error = await docgenRejectionOf(build(root));
    expect(error.code).toBe('DG275');
    expect(error.location).toMatchObject({ file: path.join(root, 'docs/index.md'), line: 7 });
    expect(error.message).toContain(`names ${path.resolve(root, '../secret.md')}, which is outside the site folder`);
    expect(error.message).not.toContain(SECRET);
  });

  it("/proc/self/environ (the CI's secrets) is refused without being read (DG276)", async () => {
    const root = siteWith({ 'docs/index.md': page('Home', '::include{file="/proc/self/environ"}') });
    const error = await docgenRejectionOf(build(root));
    expect(error.code).toBe('DG276');
    expect(error.location).toMatchObject({ file: path.join(root, 'docs/index.md'), line: 5 });
  });

  it('a symbolic link in docs/ to a file outside the site is refused, naming its target (DG275)', async () => {
    const root = siteWith({ 'docs/index.md': page('Home', '::include{file="_notes.md"}') }, (site) =>
      symlinkSync(path.join(site, '../secret.md'), path.join(site, 'docs/_notes.md')),
    );
    const error = await docgenRejectionOf(build(root));
    expect(error.code).toBe('DG275');
    expect(error.message).toContain(`a symbolic link to ${realpathSync(path.join(root, '../secret.md'))}, outside the site folder`);
  });

  it('a partial that is a named pipe fails at once (DG276) instead of hanging the build', { timeout: 20_000 }, async () => {
    const root = siteWith({ 'docs/index.md': page('Home', '::include{file="_pipe.md"}') }, (site) =>
      execFileSync('mkfifo', [path.join(site, 'docs/_pipe.md')]),
    );
    const error = await docgenRejectionOf(build(root));
    expect(error.code).toBe('DG276');
    expect(error.message).toContain('not a regular file');
  });

  it('a partial that includes a file outside the site is refused at the partial (DG275)', async () => {
    const root = siteWith({
      'docs/index.md': page('Home', '::include{file="_ok.md"}'),
      'docs/_ok.md': 'Fine so far.\n\n::include{file="../../secret.md"}\n',
    });
    const error = await docgenRejectionOf(build(root));
    expect(error.code).toBe('DG275');
    expect(error.location?.file).toBe(path.join(root, 'docs/_ok.md'));
  });

  it('an MDX page cannot include a file outside the site either (DG275)', async () => {
    const root = siteWith({ 'docs/index.mdx': page('Home', 'Intro.\n\n::include{file="../../secret.md"}') });
    const error = await docgenRejectionOf(build(root));
    expect(error.code).toBe('DG275');
    expect(error.location?.file).toBe(path.join(root, 'docs/index.mdx'));
  });

  it('partials inside the site and in node_modules are published in the page, its twin, llms-full.txt and the search index', async () => {
    const root = siteWith({
      'docs/index.md': page('Home', '::include{file="../partials/_shared.md"}\n\n::include{file="../node_modules/docs-kit/_note.md"}'),
      'partials/_shared.md': 'Shared words here.\n',
      'node_modules/docs-kit/_note.md': 'Packaged words here.\n',
    });
    const site = await build(root);
    for (const file of ['index.html', 'index.md', 'llms-full.txt', 'search-index.json'])
      expect(String(site.files.get(file)), file).toMatch(/Shared words here[\s\S]*Packaged words here/);
    expect(everyText(site.files)).not.toContain(SECRET);
  });
});

describe('OpenAPI $refs resolve only inside their document', () => {
  const spec = (ref: string) =>
    [
      'openapi: 3.1.0',
      'info: {title: T, version: "1"}',
      'paths:',
      '  /pets:',
      '    get:',
      '      operationId: listPets',
      '      responses:',
      "        '200':",
      '          description: OK',
      '          content:',
      '            application/json:',
      `              schema: {$ref: '${ref}'}`,
      '',
    ].join('\n');
  const apiSite = (ref: string) =>
    siteWith({
      'site.config.ts': `export default { title: 'Hostile', url: 'https://hostile.test', api: { services: [{ id: 'pets', label: 'Pets', spec: 'specs/pets.yaml' }] } };\n`,
      'specs/pets.yaml': spec(ref),
    });

  for (const ref of ['file:///etc/passwd', '../../secret.yaml#/secret', 'https://example.test/schemas.yaml#/Pet']) {
    it(`$ref "${ref}" is refused (DG277), naming the document, the JSON pointer and the line of the $ref`, async () => {
      const root = apiSite(ref);
      const error = await docgenRejectionOf(build(root));
      expect(error.code).toBe('DG277');
      expect(error.location).toMatchObject({
        file: path.join(root, 'specs/pets.yaml'),
        pointer: '/paths/~1pets/get/responses/200/content/application~1json/schema/$ref',
        line: 12,
      });
      expect(error.message).toContain(`The $ref "${ref}" points outside the document`);
      expect(error.message).not.toContain(SECRET);
    });
  }
});

describe('API documents: the config may name one anywhere, but only a regular file', () => {
  const servicesConfig = (spec: string) =>
    `export default {\n  title: 'Hostile',\n  url: 'https://hostile.test',\n  api: {\n    services: [\n      { id: 'pets', label: 'Pets', spec: '${spec}' },\n    ],\n  },\n};\n`;

  it("a spec beside the site (a monorepo's ../api/openapi.yaml) is read: the config, like MDX, is the owner's trusted code", async () => {
    const root = siteWith({ 'site.config.ts': servicesConfig('../api/openapi.yaml'), 'docs/index.md': page('Home', 'Hi.') }, (site) => {
      mkdirSync(path.join(site, '../api'));
      writeFileSync(
        path.join(site, '../api/openapi.yaml'),
        'openapi: 3.1.0\ninfo: {title: Pets, version: "1"}\npaths:\n  /pets:\n    get:\n      operationId: listPets\n      summary: List pets\n      responses:\n        "200": {description: OK}\n',
      );
    });
    const site = await build(root);
    expect(String(site.files.get('api/pets/list-pets/index.html'))).toContain('List pets');
  });

  it('a spec that is a file of /proc fails (DG276) at its line of site.config.ts, never read', async () => {
    const root = siteWith({ 'site.config.ts': servicesConfig('/proc/self/environ'), 'docs/index.md': page('Home', 'Hi.') });
    const error = await docgenRejectionOf(build(root));
    expect(error.code).toBe('DG276');
    expect(error.location).toMatchObject({ file: path.join(root, 'site.config.ts'), line: 6 });
    expect(error.message).toContain('api.services[0].spec names /proc/self/environ');
  });

  it('a service whose spec is a named pipe fails at once (DG276) instead of hanging the parser', { timeout: 20_000 }, async () => {
    const root = siteWith({ 'site.config.ts': servicesConfig('specs/pets.yaml'), 'docs/index.md': page('Home', 'Hi.') }, (site) => {
      mkdirSync(path.join(site, 'specs'));
      execFileSync('mkfifo', [path.join(site, 'specs/pets.yaml')]);
    });
    const error = await docgenRejectionOf(build(root));
    expect(error.code).toBe('DG276');
    expect(error.location).toMatchObject({ file: path.join(root, 'site.config.ts'), line: 6 });
  });
});

describe('static/: only regular files of the site are published', () => {
  it('a symbolic link in static/ to a file outside the site fails the build (DG275), naming the link', async () => {
    const root = siteWith({ 'docs/index.md': page('Home', 'Hi.'), 'static/robots.txt': 'User-agent: *\n' }, (site) =>
      symlinkSync(path.join(site, '../secret.md'), path.join(site, 'static/leak.txt')),
    );
    const error = await docgenRejectionOf(build(root));
    expect(error.code).toBe('DG275');
    expect(error.location).toMatchObject({ file: path.join(root, 'static/leak.txt') });
    expect(error.message).toContain('a symbolic link to');
  });

  it('a symbolic link in static/ to /proc/self/environ fails the build (DG276)', async () => {
    const root = siteWith({ 'docs/index.md': page('Home', 'Hi.') }, (site) => {
      mkdirSync(path.join(site, 'static'));
      symlinkSync('/proc/self/environ', path.join(site, 'static/env.txt'));
    });
    const error = await docgenRejectionOf(build(root));
    expect(error.code).toBe('DG276');
    expect(error.location).toMatchObject({ file: path.join(root, 'static/env.txt') });
  });

  it('a named pipe in static/ fails the build at once (DG276)', { timeout: 20_000 }, async () => {
    const root = siteWith({ 'docs/index.md': page('Home', 'Hi.') }, (site) => {
      mkdirSync(path.join(site, 'static'));
      execFileSync('mkfifo', [path.join(site, 'static/feed.xml')]);
    });
    const error = await docgenRejectionOf(build(root));
    expect(error.code).toBe('DG276');
    expect(error.location).toMatchObject({ file: path.join(root, 'static/feed.xml') });
  });

  it('a symbolic link in static/ to a file inside the site is published with its content', async () => {
    const root = siteWith({ 'docs/index.md': page('Home', 'Hi.'), 'assets/terms.txt': 'Terms of use.\n' }, (site) => {
      mkdirSync(path.join(site, 'static'));
      symlinkSync(path.join(site, 'assets/terms.txt'), path.join(site, 'static/terms.txt'));
    });
    const site = await build(root);
    expect(Buffer.from(site.files.get('terms.txt') as Uint8Array).toString()).toBe('Terms of use.\n');
  });
});

describe('the last good build is never lost', () => {
  /** An output folder cut in half by a swap: the previous build moved aside, nothing in its place. */
  async function halfSwapped(parent: string): Promise<OutputPaths> {
    const paths = outputPaths(path.join(parent, 'out'));
    mkdirSync(paths.previous);
    await writeMarker(paths.previous);
    writeFileSync(path.join(paths.previous, 'index.html'), 'last good build');
    return paths;
  }

  it('a build that fails at its config after a swap cut in half still restores the previous output first', async () => {
    const root = siteWith({ 'site.config.ts': 'export default { title: ;\n', 'docs/index.md': page('Home', 'Hi.') });
    const paths = await halfSwapped(path.dirname(root));
    const run = await runCli(['build', '--out', paths.outDir], { cwd: root });
    expectUserError(run, { file: path.join(root, 'site.config.ts') });
    expect(readFileSync(path.join(paths.outDir, 'index.html'), 'utf8')).toBe('last good build');
    expect(existsSync(paths.previous)).toBe(false);
    expect(run.stderr + run.stdout).toContain('Restored the previous output');
  });

  it('leaves the halves alone while a live build holds the folder (it is between its two renames)', async () => {
    const parent = tempDir();
    const paths = await halfSwapped(parent);
    const holder = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      writeFileSync(paths.lock, String(holder.pid));
      expect(await restoreLastGoodOutput(paths.outDir)).toBe(false);
      expect(existsSync(paths.outDir)).toBe(false);
      rmSync(paths.lock);
      expect(await restoreLastGoodOutput(paths.outDir)).toBe(true);
      expect(readFileSync(path.join(paths.outDir, 'index.html'), 'utf8')).toBe('last good build');
    } finally {
      holder.kill();
    }
  });
});

describe('URLs that would run code, from frontmatter, sidebars and the config', () => {
  it('a javascript: hero action link fails the build (DG010) at the line of the link; the page never carries it', async () => {
    const root = siteWith({
      'docs/index.md': page(
        'Home',
        'Hi.',
        'template: landing\nhero:\n  title: Hi\n  actions:\n    - text: Go\n      link: "javascript:alert(1)"\n',
      ),
    });
    const error = await docgenRejectionOf(build(root));
    expect(error.code).toBe('DG010');
    expect(error.location).toMatchObject({ file: path.join(root, 'docs/index.md'), line: 8 });
    expect(error.message).toContain('hero.actions.0.link: the URL "javascript:alert(1)" is refused: the javascript: scheme is not allowed');
  });

  it('a data:text/html social image in frontmatter fails the build (DG010) at its line', async () => {
    const root = siteWith({ 'docs/index.md': page('Home', 'Hi.', 'image: "data:text/html,<script>alert(1)</script>"\n') });
    const error = await docgenRejectionOf(build(root));
    expect(error.code).toBe('DG010');
    expect(error.location).toMatchObject({ line: 3 });
    expect(error.message).toContain('image: the URL "data:text/html');
  });

  it('a vbscript: link in sidebars.js fails the build (DG212), naming the sidebar and the refused URL', async () => {
    const root = siteWith({
      'docs/index.md': page('Home', 'Hi.'),
      'sidebars.js': `export default { main: ['index', { type: 'link', label: 'Evil', href: 'vbscript:msgbox(1)' }] };\n`,
    });
    const error = await docgenRejectionOf(build(root));
    expect(error.code).toBe('DG212');
    expect(error.location?.file).toBe(path.join(root, 'sidebars.js'));
    expect(error.message).toContain('Sidebar "main" has a link whose href "vbscript:msgbox(1)" is refused');
  });

  it("`url: 'javascript:alert(1)//'` is refused as the site's URL, at its line of site.config.ts", async () => {
    const root = siteWith({
      'site.config.ts': `export default {\n  title: 'Hostile',\n  url: 'javascript:alert(1)//',\n};\n`,
      'docs/index.md': page('Home', 'Hi.'),
    });
    const error = await docgenRejectionOf(build(root));
    expect(error.code).toBe('DG003');
    expect(error.location).toMatchObject({ file: path.join(root, 'site.config.ts'), line: 3 });
    expect(error.message).toContain('url: expected an absolute http(s) URL such as https://example.com');
  });

  it('safe URLs of the same fields are kept as written', async () => {
    const root = siteWith({
      'docs/index.md': page(
        'Home',
        'Hi.',
        'template: landing\nhero:\n  title: Hi\n  actions:\n    - text: Start here\n      link: /guide\n',
      ),
      'docs/guide.md': page('Guide', 'Text.'),
    });
    const site = await build(root);
    expect(String(site.files.get('index.html'))).toMatch(/href="\/guide"[^>]*>Start here/);
    expect(everyText(site.files)).not.toMatch(/javascript:|vbscript:/);
  });
});
