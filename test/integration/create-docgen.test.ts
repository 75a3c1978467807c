/**
 * `npm create docgen` runs the bin of packages/create-docgen, which runs `docgen init` of
 * its docgen-cli dependency. Laid out as npm installs them (create-docgen's published
 * files in node_modules/create-docgen, docgen-cli beside it, here linked to this
 * repository), the bin finds docgen-cli by Node's own resolution and passes everything on.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/paths.js';
import { tempDir } from '../helpers/temp.js';

const packageDir = path.join(repoRoot, 'packages/create-docgen');
const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
  name: string;
  bin: Record<string, string>;
  files: string[];
  dependencies: Record<string, string>;
};

/** A project where npm installed create-docgen and its docgen-cli dependency. */
function installedCreateDocgen(): { project: string; bin: string } {
  const project = tempDir({}, 'docgen-create-');
  const target = path.join(project, 'node_modules/create-docgen');
  for (const file of [...manifest.files, 'package.json', 'README.md']) {
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    copyFileSync(path.join(packageDir, file), path.join(target, file));
  }
  symlinkSync(repoRoot, path.join(project, 'node_modules/docgen-cli'), 'dir');
  return { project, bin: path.join(target, manifest.bin['create-docgen']!) };
}

const run = (bin: string, args: string[], cwd: string) =>
  spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 60_000 });

describe('create-docgen', () => {
  it('is a package npm create can run: its name, a bin, docgen-cli as a dependency, its files', () => {
    expect(manifest.name).toBe('create-docgen');
    expect(manifest.dependencies).toEqual({ 'docgen-cli': '^0.1.0' });
    expect(manifest.files).toContain('LICENSE');
    expect(readFileSync(path.join(packageDir, manifest.bin['create-docgen']!), 'utf8')).toMatch(/^#!\/usr\/bin\/env node\n/);
    for (const file of manifest.files) expect(existsSync(path.join(packageDir, file)), file).toBe(true);
  });

  it('runs docgen init of its docgen-cli with every argument', () => {
    const { project, bin } = installedCreateDocgen();
    const result = run(bin, ['my-docs', '--template', 'guides', '--title', 'Acme Handbook', '--no-install'], project);
    expect(result.status, result.stderr).toBe(0);
    const site = path.join(project, 'my-docs');
    expect(readFileSync(path.join(site, 'site.config.ts'), 'utf8')).toContain("title: 'Acme Handbook',");
    expect(existsSync(path.join(site, 'specs')), 'the guides template has no API').toBe(false);
    expect(result.stderr).toMatch(/Next:\n {2}cd my-docs\n {2}npm install\n {2}npm start\n/);
  });

  it("passes docgen's exit code and message on", () => {
    const { project, bin } = installedCreateDocgen();
    mkdirSync(path.join(project, 'taken'));
    writeFileSync(path.join(project, 'taken/notes.txt'), 'mine');
    const result = run(bin, ['taken', '--no-install'], project);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('error DG155');
    expect(readFileSync(path.join(project, 'taken/notes.txt'), 'utf8')).toBe('mine');
  });

  it('runs from a checkout (npm run create) with the checkout’s engine, writing where npm was started', () => {
    const parent = tempDir({}, 'docgen-create-checkout-');
    const bin = path.join(packageDir, manifest.bin['create-docgen']!);
    // npm run starts scripts in the repository's folder and says where it was started in INIT_CWD.
    const result = spawnSync(process.execPath, [bin, 'my-docs', '--no-install'], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', INIT_CWD: parent, npm_lifecycle_event: 'create', npm_package_name: 'docgen-cli' },
      timeout: 60_000,
    });
    expect(result.status, result.stderr).toBe(0);
    const site = path.join(parent, 'my-docs');
    const siteManifest = JSON.parse(readFileSync(path.join(site, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
    expect(siteManifest.devDependencies['docgen-cli']).toBe(`file:${path.relative(site, repoRoot).split(path.sep).join('/')}`);
    expect(existsSync(path.join(repoRoot, 'my-docs'))).toBe(false);
  });
});
