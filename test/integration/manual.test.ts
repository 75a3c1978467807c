/**
 * docgen's manual (manual/), the site `npm run manual` builds: its generated references
 * are current (the script `npm run manual` runs first exits 0), it builds and passes
 * `docgen check` with no broken link and no warning, every error code has the anchor the
 * CLI's error links point at, its address is the one those links use, and the README
 * stays a short page that sends readers to it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import { BROKEN_LINK_POLICY } from '../../src/errors/broken-link-policy.js';
import { errorData } from '../../src/errors/error-data.js';
import { cliFlags } from '../../src/cli/manual/cli-reference.js';
import { configKeys } from '../../src/cli/manual/config-reference.js';
import { MANUAL_URL } from '../../src/errors/manual-url.js';
import { runCli } from '../helpers/bad-input.js';
import { repoRoot } from '../helpers/paths.js';
import { tempDir } from '../helpers/temp.js';

const manual = path.join(repoRoot, 'manual');
const out = path.join(tempDir({}, 'docgen-manual-'), 'build');
let check: Awaited<ReturnType<typeof runCli>>;

beforeAll(async () => {
  check = await runCli(['check', '--root', manual, '--out', out], { cwd: repoRoot });
}, 240_000);

describe('the manual', () => {
  it('has its generated references up to date (the check `npm run manual` runs before building)', () => {
    const run = spawnSync(process.execPath, ['scripts/manual-references.mjs', '--check'], {
      cwd: repoRoot,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('manual references up to date (4 pages)');
  });

  it('builds strictly and passes docgen check: no broken link, no warning', () => {
    expect(check.code, check.stderr).toBe(0);
    expect(check.stderr).toMatch(/none broken/);
    expect(check.stderr).not.toMatch(/^warning/m);
    const pages = readdirSync(out, { recursive: true }).filter((file) => String(file).endsWith('index.html'));
    expect(pages.length).toBeGreaterThanOrEqual(30);
  });

  it('publishes the references of every config key, CLI flag and error code, at the anchors errors link', () => {
    const html = (page: string) => readFileSync(path.join(out, page, 'index.html'), 'utf8');
    const errorsPage = html('reference/errors');
    for (const entry of Object.values(errorData)) expect(errorsPage, entry.code).toContain(`id="${entry.code.toLowerCase()}"`);
    const configPage = html('reference/configuration');
    for (const key of configKeys())
      expect(configPage, key.path).toContain(`<code>${key.path.replace(/</g, '&#x3C;').replace(/>/g, '>')}</code>`);
    const cliPage = html('reference/cli');
    for (const flag of cliFlags()) expect(cliPage, flag.flags).toContain(`<code>${flag.flags.replace(/</g, '&#x3C;')}</code>`);
  });

  it('is published where the CLI’s error links point, with the trailing slash GitHub Pages serves', async () => {
    const config = await loadConfig(manual);
    expect(`${config.url}${config.baseUrl}`).toBe(MANUAL_URL);
    expect(config.trailingSlash).toBe(true);
  });

  it('states the broken-link policy in the words of the error reference', () => {
    expect(readFileSync(path.join(manual, 'docs/writing-pages/index.md'), 'utf8')).toContain(BROKEN_LINK_POLICY);
  });
});

describe('README.md', () => {
  const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');

  it('is at most 250 lines and links the manual', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(250);
    expect(readme).toContain(MANUAL_URL);
  });

  it('links only files the repository has, and no reference the package does not carry', () => {
    const relative = [...readme.matchAll(/\]\(([^)#]+)(#[^)]*)?\)/g)].map((match) => match[1]!).filter((href) => !/^[a-z]+:/.test(href));
    for (const href of relative) expect(existsSync(path.join(repoRoot, href)), href).toBe(true);
    expect(readme).not.toMatch(/ERRORS\.md|MESSAGES\.md/);
  });
});
