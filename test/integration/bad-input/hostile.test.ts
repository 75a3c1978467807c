/**
 * Hostile or pathological input, through the CLI: URLs that would run code are left out
 * with a warning naming where they were written (and appear nowhere in the output);
 * input built to exhaust the parser fails fast with a clear error, or renders, and the
 * site folder is left as it was.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectUserError, runCli, snapshotTree, withoutBuildCache, type CliRun } from '../../helpers/bad-input.js';
import { copyFixtureSite } from '../../helpers/site-copy.js';

/** Every text file of a built site, concatenated. */
function builtText(dir: string): string {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(html|json|xml|txt)$/.test(entry.name))
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'utf8'))
    .join('\n');
}

/** Builds a copy of a fixture site after `change`; returns the run, the site and its output. */
async function buildChanged(
  fixture: string,
  change: (root: string) => void,
): Promise<{ run: CliRun; root: string; out: string; unchanged: () => void }> {
  const { root, parent } = copyFixtureSite(fixture);
  change(root);
  const before = snapshotTree(root);
  const out = path.join(parent, 'out');
  const run = await runCli(['build', '--out', out], { cwd: root });
  // A build that succeeded may have added its cache; one that failed added nothing.
  const unchanged = () =>
    run.code === 0
      ? expect(withoutBuildCache(snapshotTree(root))).toEqual(withoutBuildCache(before))
      : expect(snapshotTree(root)).toEqual(before);
  return { run, root, out, unchanged };
}

const edit = (file: string, change: (text: string) => string) => writeFileSync(file, change(readFileSync(file, 'utf8')));
const page = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`;
/** A YAML block whose aliases would expand to 9^9 items. */
const aliasBomb = (indent = '') =>
  [
    'a: &a ["x","x","x","x","x","x","x","x","x"]',
    ...'bcdefghi'.split('').map((key, index) => `${key}: &${key} [${Array(9).fill(`*${'abcdefghi'[index]}`).join(',')}]`),
  ]
    .map((line) => indent + line)
    .join('\n');

describe('URLs that would run code', () => {
  it('a javascript: contact URL in an OpenAPI document is left out, with a warning at its pointer', async () => {
    const { run, root, out, unchanged } = await buildChanged('api', (site) =>
      edit(path.join(site, 'specs/pets.yaml'), (text) =>
        text.replace('info:\n', 'info:\n  contact:\n    name: Support\n    url: javascript:alert(1)\n'),
      ),
    );
    expect(run.code, run.stderr).toBe(0);
    // Named with its line, as the validator's warnings are.
    const line =
      readFileSync(path.join(root, 'specs/pets.yaml'), 'utf8')
        .split('\n')
        .findIndex((text) => text.includes('javascript:')) + 1;
    expect(run.stderr).toContain(`${path.join(root, 'specs/pets.yaml')}:${line}:`);
    expect(run.stderr).toContain('(at /info/contact/url)');
    expect(run.stderr).toContain('The URL "javascript:alert(1)" was left out');
    expect(builtText(out)).not.toMatch(/javascript:alert/);
    unchanged();
  });

  it('an unsafe link in an OpenAPI description is reported at the description', async () => {
    const { run, out } = await buildChanged('api', (site) =>
      edit(path.join(site, 'specs/pets.yaml'), (text) =>
        text.replace('The pet API keeps track', 'See [the console](vbscript:run). The pet API keeps track'),
      ),
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain('(at /info/description)');
    expect(builtText(out)).not.toMatch(/vbscript:run"/);
  });

  it('a data:text/html link in markdown keeps its text, with a warning at its line', async () => {
    const { run, root, out, unchanged } = await buildChanged('basic', (site) =>
      writeFileSync(
        path.join(site, 'docs/guide/evil.md'),
        page('Evil', 'Intro.\n\nOpen [the report](data:text/html;base64,PHNjcmlwdD4=) now.'),
      ),
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(new RegExp(`${path.join(root, 'docs/guide/evil.md')}:7:\\d+: The URL "data:text/html`));
    expect(builtText(out)).not.toContain('data:text/html');
    unchanged();
  });

  it('a vbscript: navbar link is left out, with a warning naming the key and line', async () => {
    const { run, root, out } = await buildChanged('basic', (site) =>
      edit(path.join(site, 'site.config.ts'), (text) =>
        text.replace(
          `{ label: 'Blog', href: 'https://blog.acme.test', position: 'right' },`,
          `{ label: 'Blog', href: 'vbscript:msgbox(1)', position: 'right' },`,
        ),
      ),
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(
      new RegExp(`${path.join(root, 'site.config.ts')}:\\d+: navbar.items\\[1\\].href: the URL "vbscript:msgbox\\(1\\)" was left out`),
    );
    expect(builtText(out)).not.toContain('vbscript:');
  });

  it("a QR code's javascript: logo is left out, with a warning at the directive", async () => {
    const { run, root, out } = await buildChanged('basic', (site) =>
      writeFileSync(path.join(site, 'docs/guide/qr.md'), page('QR', '::qrcode{value="did:example:1" logoImage="javascript:alert(1)"}')),
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain(`${path.join(root, 'docs/guide/qr.md')}:5`);
    expect(builtText(out)).not.toContain('javascript:');
  });
});

describe('input built to exhaust the parser', () => {
  it('a list nested 10,000 levels fails fast at the line where it is too deep', { timeout: 30_000 }, async () => {
    const list = Array.from({ length: 10_000 }, (_, level) => `${'  '.repeat(level)}- item`).join('\n');
    const { run, root, unchanged } = await buildChanged('basic', (site) =>
      writeFileSync(path.join(site, 'docs/guide/deep.md'), page('Deep', list)),
    );
    expectUserError(run, { file: path.join(root, 'docs/guide/deep.md'), line: 105, code: 'DG100' });
    unchanged();
  });

  it('a block quote nested 10,000 levels fails fast at its line', { timeout: 30_000 }, async () => {
    const { run, root, unchanged } = await buildChanged('basic', (site) =>
      writeFileSync(path.join(site, 'docs/guide/deep.md'), page('Deep', `${'>'.repeat(10_000)} deep`)),
    );
    expectUserError(run, { file: path.join(root, 'docs/guide/deep.md'), line: 5, code: 'DG100' });
    unchanged();
  });

  it('a 5 MB page renders', { timeout: 120_000 }, async () => {
    const section = (n: number) =>
      `## Section ${n}\n\n${'The widget pipeline turns inputs into outputs. '.repeat(40)}\n\n\`\`\`js\nconst step${n} = ${n};\n\`\`\`\n`;
    let body = '';
    for (let n = 0; body.length < 5_000_000; n++) body += section(n);
    const { run, out } = await buildChanged('basic', (site) => writeFileSync(path.join(site, 'docs/guide/big.md'), page('Big', body)));
    expect(run.code, run.stderr).toBe(0);
    expect(readFileSync(path.join(out, 'guide/big/index.html'), 'utf8')).toContain('id="section-1000"');
  });

  it('a YAML alias bomb in frontmatter fails at once, naming the file', async () => {
    const { run, root, unchanged } = await buildChanged('basic', (site) =>
      writeFileSync(path.join(site, 'docs/guide/bomb.md'), `---\ntitle: Bomb\n${aliasBomb()}\n---\n\nText.\n`),
    );
    expectUserError(run, { file: path.join(root, 'docs/guide/bomb.md'), code: 'DG010' });
    expect(run.stderr).toContain('Excessive alias count');
    unchanged();
  });

  it('a YAML alias bomb in _category.yml fails at once, naming the file', async () => {
    const { run, root, unchanged } = await buildChanged('basic', (site) =>
      writeFileSync(path.join(site, 'docs/guide/_category.yml'), `label: Guide\n${aliasBomb()}\n`),
    );
    expectUserError(run, { file: path.join(root, 'docs/guide/_category.yml'), code: 'DG011' });
    unchanged();
  });

  it('a YAML alias bomb in an OpenAPI document fails at once, naming the file', async () => {
    const { run, root, unchanged } = await buildChanged('api', (site) =>
      edit(path.join(site, 'specs/pets.yaml'), (text) => `${text}\n${aliasBomb('x-')}\n`),
    );
    expectUserError(run, { file: path.join(root, 'specs/pets.yaml'), code: 'DG040' });
    expect(run.stderr).toContain('billion laughs');
    unchanged();
  });
});
