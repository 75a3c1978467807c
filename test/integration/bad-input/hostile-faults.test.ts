/**
 * Hostile and broken input, the faults half: every case a user can cause ends in a DG
 * error naming its file (and line, JSON pointer or setting), or builds with a warning
 * and a smaller result; none crashes (exit 70), hangs or runs out of memory. Through the
 * CLI's `main` in this process (`runCli`), with the same error formatter as
 * `bin/docgen.js`; a few cases run a real process, for what needs another user or the
 * exit code.
 */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectUserError, runCli, runDocgen, snapshotTree, type CliRun } from '../../helpers/bad-input.js';
import { withReadOnlyFolder } from '../../helpers/read-only.js';
import { repoRoot } from '../../helpers/paths.js';
import { copyFixtureSite } from '../../helpers/site-copy.js';

const page = (title: string, body = 'Text.') => `---\ntitle: ${title}\n---\n\n${body}\n`;
const edit = (file: string, change: (text: string) => string) => writeFileSync(file, change(readFileSync(file, 'utf8')));

/** Builds a copy of a fixture after `change`; a failed build must have left the site as it was. */
async function buildChanged(
  fixture: string,
  change: (root: string) => void,
  options: { args?: string[]; env?: NodeJS.ProcessEnv; snapshot?: boolean } = {},
): Promise<{ run: CliRun; root: string; out: string }> {
  const { root, parent } = copyFixtureSite(fixture);
  change(root);
  // A snapshot reads every file: a site with a named pipe has none (reading it would wait forever).
  const before = options.snapshot === false ? undefined : snapshotTree(root);
  const out = path.join(parent, 'out');
  const run = await runCli(['build', '--out', out, ...(options.args ?? [])], { cwd: root, env: options.env });
  expect(run.stderr, 'never a crash').not.toContain('docgen crashed');
  if (run.code !== 0 && before) expect(snapshotTree(root), 'a failed build changes nothing').toEqual(before);
  return { run, root, out };
}

/** The line of the first line of `file` that holds `text`. */
const lineOf = (file: string, text: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(text)) + 1;

describe('file and folder names', () => {
  it('a file name with a space builds, its page at the name', async () => {
    const { run, out } = await buildChanged('basic', (site) => writeFileSync(path.join(site, 'docs/guide/my page.md'), page('Spaced')));
    expect(run.code, run.stderr).toBe(0);
    expect(readFileSync(path.join(out, 'guide/my page/index.html'), 'utf8')).toContain('Spaced');
  });

  for (const character of ['#', '?', '%']) {
    it(`a file name with "${character}" is DG283 naming the file`, async () => {
      const name = `a${character}b.md`;
      const { run, root } = await buildChanged('basic', (site) => writeFileSync(path.join(site, 'docs/guide', name), page('Odd')));
      expectUserError(run, { file: path.join(root, 'docs/guide', name), code: 'DG283' });
      expect(run.stderr).toContain(`holds "${character}"`);
    });
  }

  it('a file name with "#" builds when a slug names its page', async () => {
    const { run, out } = await buildChanged('basic', (site) =>
      writeFileSync(path.join(site, 'docs/guide/c#.md'), `---\ntitle: C sharp\nslug: c-sharp\n---\n\nText.\n`),
    );
    expect(run.code, run.stderr).toBe(0);
    expect(readFileSync(path.join(out, 'guide/c-sharp/index.html'), 'utf8')).toContain('C sharp');
  });

  it('a file name that is not UTF-8 is DG282, its bytes shown', async () => {
    const { run, root } = await buildChanged(
      'basic',
      (site) =>
        writeFileSync(Buffer.concat([Buffer.from(`${site}/docs/guide/caf`), Buffer.from([0xe9]), Buffer.from('.md')]), page('Latin-1')),
      { snapshot: false },
    );
    expectUserError(run, { file: path.join(root, 'docs/guide/caf\\xe9.md'), code: 'DG282' });
  });

  it('a folder name that is not UTF-8 is DG282 too', async () => {
    const { run, root } = await buildChanged(
      'basic',
      (site) => {
        const folder = Buffer.concat([Buffer.from(`${site}/docs/guide/`), Buffer.from([0xff, 0x41])]);
        mkdirSync(folder);
        writeFileSync(Buffer.concat([folder, Buffer.from('/x.md')]), page('X'));
      },
      { snapshot: false },
    );
    expectUserError(run, { file: path.join(root, 'docs/guide/\\xffA'), code: 'DG282' });
  });
});

describe('files and folders that are not what they seem', () => {
  it('a binary file named .md is DG284, not a page of garbage', async () => {
    const { run, root } = await buildChanged('basic', (site) =>
      writeFileSync(path.join(site, 'docs/guide/logo.md'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])),
    );
    expectUserError(run, { file: path.join(root, 'docs/guide/logo.md'), code: 'DG284' });
    expect(run.stderr).toContain('NUL bytes');
  });

  it('a page saved as UTF-16 is DG284', async () => {
    const { run, root } = await buildChanged('basic', (site) =>
      writeFileSync(
        path.join(site, 'docs/guide/wide.md'),
        Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(page('Wide'), 'utf16le')]),
      ),
    );
    expectUserError(run, { file: path.join(root, 'docs/guide/wide.md'), code: 'DG284' });
  });

  it('a page that is not valid UTF-8 is DG284', async () => {
    const { run, root } = await buildChanged('basic', (site) =>
      writeFileSync(path.join(site, 'docs/guide/latin.md'), Buffer.concat([Buffer.from(page('Latin')), Buffer.from([0xe9, 0x0a])])),
    );
    expectUserError(run, { file: path.join(root, 'docs/guide/latin.md'), code: 'DG284' });
    expect(run.stderr).toContain('not valid UTF-8');
  });

  it('docs/ that is a file is DG280', async () => {
    const { run, root } = await buildChanged('basic', (site) => {
      rmSync(path.join(site, 'docs'), { recursive: true });
      writeFileSync(path.join(site, 'docs'), 'not a folder\n');
    });
    expectUserError(run, { file: path.join(root, 'docs'), code: 'DG280' });
    expect(run.stderr).toContain('Make docs/ a folder');
  });

  it('static/ that is a file is DG280', async () => {
    const { run, root } = await buildChanged('basic', (site) => {
      rmSync(path.join(site, 'static'), { recursive: true });
      writeFileSync(path.join(site, 'static'), 'not a folder\n');
    });
    expectUserError(run, { file: path.join(root, 'static'), code: 'DG280' });
  });

  it('a folder named like a page, a named pipe and a link to nowhere are passed over: the build never waits on the pipe', async () => {
    const { run, out } = await buildChanged(
      'basic',
      (site) => {
        mkdirSync(path.join(site, 'docs/guide/folder.md'));
        execFileSync('mkfifo', [path.join(site, 'docs/guide/pipe.md')]);
        symlinkSync('/nonexistent/page.md', path.join(site, 'docs/guide/gone.md'));
      },
      { snapshot: false },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(existsSync(path.join(out, 'guide/pipe/index.html'))).toBe(false);
    expect(existsSync(path.join(out, 'guide/intro/index.html'))).toBe(true);
  });
});

describe('tags and sidebars', () => {
  it('a tag permalink with ".." is DG285 at the tags line', async () => {
    const { run, root } = await buildChanged('basic', (site) =>
      writeFileSync(
        path.join(site, 'docs/guide/tagged.md'),
        '---\ntitle: Tagged\ntags:\n  - label: Escape\n    permalink: ../../etc\n---\n\nText.\n',
      ),
    );
    expectUserError(run, { file: path.join(root, 'docs/guide/tagged.md'), line: 3, code: 'DG285' });
    expect(run.stderr).toContain('"../../etc"');
  });

  it('a tag named ".." is DG285', async () => {
    const { run, root } = await buildChanged('basic', (site) =>
      writeFileSync(path.join(site, 'docs/guide/tagged.md'), '---\ntitle: Tagged\ntags: [".."]\n---\n\nText.\n'),
    );
    expectUserError(run, { file: path.join(root, 'docs/guide/tagged.md'), line: 3, code: 'DG285' });
  });

  it('a loose page at the root of docs/ is named as the reason a folder sidebar is gone (DG005)', async () => {
    const { run, root } = await buildChanged('basic', (site) => writeFileSync(path.join(site, 'docs/loose.md'), page('Loose')));
    expectUserError(run, { file: path.join(root, 'site.config.ts'), code: 'DG005' });
    expect(run.stderr).toContain('docs/ has pages at its root');
    expect(run.stderr).toContain("sidebarId: 'docs'");
  });
});

describe('the configuration', () => {
  it('a getter that throws is DG286 naming the key and its line', async () => {
    const { run, root } = await buildChanged('basic', (site) =>
      edit(path.join(site, 'site.config.ts'), (text) =>
        text.replace(
          `  tagline: 'Documentation for the Acme widget API.',`,
          `  get tagline(): string {\n    throw new Error('no tagline today');\n  },`,
        ),
      ),
    );
    expectUserError(run, { file: path.join(root, 'site.config.ts'), line: 5, code: 'DG286' });
    expect(run.stderr).toContain('Reading tagline of the configuration threw: no tagline today');
  });

  it('"throw null" is DG002 and says what was thrown', async () => {
    const { run, root } = await buildChanged('basic', (site) => edit(path.join(site, 'site.config.ts'), (text) => `throw null;\n${text}`));
    expectUserError(run, { file: path.join(root, 'site.config.ts'), code: 'DG002' });
    expect(run.stderr).toContain('caused by: it threw null (a value that is not an Error)');
  });

  it('throwing a string is DG002 and shows the string', async () => {
    const { run } = await buildChanged('basic', (site) =>
      edit(path.join(site, 'site.config.ts'), (text) => `throw 'no config today';\n${text}`),
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('it threw "no config today"');
  });

  it('a synchronous endless loop ends with DG066 after the timeout, and the process goes on', { timeout: 20_000 }, async () => {
    const started = Date.now();
    const { run, root } = await buildChanged(
      'basic',
      (site) => edit(path.join(site, 'site.config.ts'), (text) => `while (true) {}\n${text}`),
      {
        env: { DOCGEN_CONFIG_TIMEOUT_MS: '1000' },
      },
    );
    expectUserError(run, { file: path.join(root, 'site.config.ts'), code: 'DG066' });
    expect(run.stderr).toContain('still running after 1 s: a loop that never ends');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('a configuration that allocates without end is DG002, stopped on its thread', { timeout: 90_000 }, async () => {
    // A long timeout: the memory limit, not the clock, must stop it (on a busy machine the clock may win).
    const { run, root } = await buildChanged(
      'basic',
      (site) =>
        edit(
          path.join(site, 'site.config.ts'),
          (text) => `const kept: number[][] = [];\nwhile (true) kept.push(new Array(1_000_000).fill(1));\n${text}`,
        ),
      { env: { DOCGEN_CONFIG_TIMEOUT_MS: '80000' } },
    );
    expectUserError(run, { file: path.join(root, 'site.config.ts'), code: 'DG002' });
    expect(run.stderr).toContain('MB of memory');
  });

  it("baseUrl '/../../' is DG003 naming baseUrl and its line", async () => {
    const { run, root } = await buildChanged('basic', (site) =>
      edit(path.join(site, 'site.config.ts'), (text) =>
        text.replace(`  url: 'https://docs.acme.test',`, `  url: 'https://docs.acme.test',\n  baseUrl: '/../../',`),
      ),
    );
    expectUserError(run, { file: path.join(root, 'site.config.ts'), line: 7, code: 'DG003' });
    expect(run.stderr).toContain('baseUrl');
    expect(run.stderr).toContain('no "." or ".." segment');
  });

  it('--base-url /%2e%2e/x/ is refused as a usage mistake naming the option', async () => {
    const { root } = copyFixtureSite('basic');
    const run = await runCli(['build', '--base-url', '/%2e%2e/x/', '--out', path.join(root, '..', 'out')], { cwd: root });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("option '--base-url <path>' argument '/%2e%2e/x/' is invalid");
    expect(run.stderr).not.toContain('docgen crashed');
  });

  it('--port 1e3 is refused as a usage mistake', async () => {
    const { root } = copyFixtureSite('basic');
    const run = await runCli(['serve', '--port', '1e3'], { cwd: root });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("option '-p, --port <port>' argument '1e3' is invalid. expected a port number from 0 to 65535.");
  });
});

describe('the output folder', () => {
  it('an output folder whose parent cannot be written is DG060, for real on a read-only folder', async () => {
    const { root, parent } = copyFixtureSite('basic');
    const locked = path.join(parent, 'locked');
    mkdirSync(locked);
    const run = await withReadOnlyFolder(locked, () => runCli(['build', '--out', path.join(locked, 'out')], { cwd: root }));
    expectUserError(run, { file: path.join(locked, 'out'), code: 'DG060' });
  });
});

describe('pages over the budget', () => {
  it('100,000 headings on a page is DG287 at once', { timeout: 20_000 }, async () => {
    const started = Date.now();
    const headings = Array.from({ length: 100_000 }, (_, n) => `## Heading ${n}`).join('\n\n');
    const { run, root } = await buildChanged('basic', (site) =>
      writeFileSync(path.join(site, 'docs/guide/many.md'), page('Many', headings)),
    );
    expectUserError(run, { file: path.join(root, 'docs/guide/many.md'), code: 'DG287' });
    expect(run.stderr).toContain('100,000 headings, more than the 5,000');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('6,000 "#" lines inside a code block are no headings: the page builds', { timeout: 30_000 }, async () => {
    const code = `\`\`\`bash\n${Array.from({ length: 6_000 }, (_, n) => `# step ${n}`).join('\n')}\n\`\`\``;
    const { run, out } = await buildChanged('basic', (site) =>
      writeFileSync(path.join(site, 'docs/guide/script.md'), page('Script', code)),
    );
    expect(run.code, run.stderr).toBe(0);
    expect(readFileSync(path.join(out, 'guide/script/index.html'), 'utf8')).toContain('step 5999');
  });
});

describe('OpenAPI documents over the budget', () => {
  /** One build of a document with every example budget crossed, shared by the cases below. */
  let build: { run: CliRun; root: string; out: string; spec: string };
  beforeAll(async () => {
    const result = await buildChanged('api', (site) =>
      edit(path.join(site, 'specs/pets.yaml'), (text) =>
        text.replace('        kind: {type: string}\n', () =>
          [
            '        kind: {type: string}',
            "        code: {type: string, pattern: '^(a+)+$', example: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!'}",
            "        serial: {type: string, pattern: '^[a-z]{100000000}$'}",
            '        litter: {type: array, minItems: 100000000, items: {type: string}}',
            '        essay: {type: string, minLength: 100000000}',
            '        colour: {type: strng}',
            '',
          ].join('\n'),
        ),
      ),
    );
    build = { ...result, spec: path.join(result.root, 'specs/pets.yaml') };
  }, 60_000);

  it('the document builds: no pattern, count or length hangs it', () => {
    expect(build.run.code, build.run.stderr).toBe(0);
  });

  /** The request example of "Add a pet" (its reader twin), as JSON text. */
  const requestExample = () => readFileSync(path.join(build.out, 'api/pets/create-pet.md'), 'utf8');

  it('minItems 100000000 warns at its line and pointer; the example has 100 items', () => {
    const line = lineOf(build.spec, 'litter:');
    expect(build.run.stderr).toContain(`${build.spec}:${line}:`);
    expect(build.run.stderr).toContain('/components/schemas/NewPet/properties/litter/minItems');
    expect(build.run.stderr).toContain('minItems 100000000 is more than the 100 items');
    const litter = /"litter": \[([^\]]*)\]/.exec(requestExample());
    expect(litter, 'the example shows litter').not.toBeNull();
    expect(litter![1]!.split(',')).toHaveLength(100);
  });

  it('minLength 100000000 warns at its pointer; the example string has 1,000 characters', () => {
    expect(build.run.stderr).toContain('/components/schemas/NewPet/properties/essay/minLength');
    const essay = /"essay": "([^"]*)"/.exec(requestExample());
    expect(essay![1]).toHaveLength(1_000);
  });

  it('a pattern repeating a part 100000000 times warns and makes no example from it', () => {
    expect(build.run.stderr).toContain('/components/schemas/NewPet/properties/serial/pattern');
    expect(build.run.stderr).toContain('repeats a part 100000000 times');
    expect(/"serial": "([^"]*)"/.exec(requestExample())![1]).toBe('string');
  });

  it('a pattern that backtracks without end keeps the written example', () => {
    expect(/"code": "([^"]*)"/.exec(requestExample())![1]).toBe('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!');
  });

  it('type: strng warns at its pointer, as a broken rule', () => {
    expect(build.run.stderr).toContain('/components/schemas/NewPet/properties/colour/type');
    expect(build.run.stderr).toContain('"strng" is not a JSON Schema type');
  });

  it('type: strng fails --strict (DG200), the example budgets do not', async () => {
    const { root } = copyFixtureSite('api');
    edit(path.join(root, 'specs/pets.yaml'), (text) =>
      text.replace(
        '        kind: {type: string}\n',
        '        kind: {type: string}\n        litter: {type: array, minItems: 100000000, items: {type: string}}\n',
      ),
    );
    const budgetOnly = await runCli(['build', '--strict', '--out', path.join(root, '..', 'out1')], { cwd: root });
    expect(budgetOnly.code, budgetOnly.stderr).toBe(0);
    edit(path.join(root, 'specs/pets.yaml'), (text) => text.replace('        kind: {type: string}\n', '        kind: {type: strng}\n'));
    const typo = await runCli(['build', '--strict', '--out', path.join(root, '..', 'out2')], { cwd: root });
    expectUserError(typo, { file: path.join(root, 'specs/pets.yaml'), code: 'DG200' });
  }, 60_000);

  it('a description of 1.2 million characters is DG288 at its pointer and line', async () => {
    const { run, root } = await buildChanged('api', (site) =>
      edit(path.join(site, 'specs/pets.yaml'), (text) =>
        text.replace('    Dog:\n      type: object\n', `    Dog:\n      type: object\n      description: ${'x'.repeat(1_200_000)}\n`),
      ),
    );
    const spec = path.join(root, 'specs/pets.yaml');
    expectUserError(run, {
      file: spec,
      line: lineOf(spec, '      description: xxxx'),
      pointer: '/components/schemas/Dog/description',
      code: 'DG288',
    });
    expect(run.stderr).toContain('1,200,000 characters');
  });

  it('YAML aliases of a long string under the value guard are refused by their size (DG040)', async () => {
    const { run, root } = await buildChanged('api', (site) =>
      edit(
        path.join(site, 'specs/pets.yaml'),
        (text) =>
          `${text}\nx-bomb:\n  a: &a "${'x'.repeat(100_000)}"\n  b: &b [${Array(50).fill('*a').join(',')}]\n  c: &c [${Array(50).fill('*b').join(',')}]\n`,
      ),
    );
    expectUserError(run, { file: path.join(root, 'specs/pets.yaml'), code: 'DG040' });
    expect(run.stderr).toContain('million characters');
  });
});

describe('what only a real process shows', () => {
  /** Runs the compiled CLI as the user `nobody`: root reads every file, so unreadable files need another user. */
  const runAsNobody = (cwd: string, args: string[]): Promise<CliRun> =>
    runDocgen(args, { cwd, uid: 65534, gid: 65534, env: { HOME: cwd } });

  /** A copy of the basic site that `nobody` may read and build into. */
  function siteForNobody(): { root: string; parent: string } {
    if (process.getuid?.() !== 0) throw new Error('these cases run the CLI as the user nobody, which needs the tests to run as root');
    const site = copyFixtureSite('basic');
    chmodSync(site.parent, 0o777);
    execFileSync('chmod', ['-R', 'a+rwX', site.root]);
    return site;
  }

  it('a page that cannot be read is DG281 naming it, exit 1', { timeout: 60_000 }, async () => {
    const { root, parent } = siteForNobody();
    chmodSync(path.join(root, 'docs/guide/usage.md'), 0o000);
    const run = await runAsNobody(root, ['build', '--out', path.join(parent, 'out')]);
    expectUserError(run, { file: path.join(root, 'docs/guide/usage.md'), code: 'DG281' });
    expect(run.stderr).toContain('permission denied');
  });

  it('a folder that cannot be listed is DG281 naming it, exit 1', { timeout: 60_000 }, async () => {
    const { root, parent } = siteForNobody();
    chmodSync(path.join(root, 'docs/guide/advanced'), 0o000);
    const run = await runAsNobody(root, ['build', '--out', path.join(parent, 'out')]);
    expectUserError(run, { file: path.join(root, 'docs/guide/advanced'), code: 'DG281' });
    expect(run.stderr).toContain('cannot list the folder');
  });

  it('a configuration in an endless loop exits 1 with DG066, not a hang', { timeout: 60_000 }, async () => {
    const { root, parent } = siteForNobody();
    edit(path.join(root, 'site.config.ts'), (text) => `while (true) {}\n${text}`);
    const run = await new Promise<CliRun>((resolve) => {
      const child = spawn(process.execPath, [path.join(repoRoot, 'bin/docgen.js'), 'build', '--out', path.join(parent, 'out')], {
        cwd: root,
        env: { ...process.env, NO_COLOR: '1', DOCGEN_CONFIG_TIMEOUT_MS: '1000' },
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      child.on('exit', (code, signal) => {
        clearTimeout(timer);
        resolve({ code, signal, stdout: '', stderr });
      });
    });
    expectUserError(run, { file: path.join(root, 'site.config.ts'), code: 'DG066' });
  });
});

// The fixture's own folders stay as the cases found them.
it('the fixtures are untouched', () => {
  expect(readdirSync(path.join(repoRoot, 'test/fixtures/sites/basic/docs/guide')).sort()).toEqual([
    '_category.yml',
    'advanced',
    'intro.md',
    'usage.md',
  ]);
});
