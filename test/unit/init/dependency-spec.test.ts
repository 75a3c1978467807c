/** The docgen-cli spec a new site's package.json gets: always the install that created it. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docgenDependencySpec, isInsideNodeModules, ownerProjectDir, type EngineInstall } from '../../../src/init/dependency-spec.js';

const root = path.resolve('/work');
const at = (...segments: string[]) => path.join(root, ...segments);

/** The engine installed in `project`'s node_modules, whose package.json has these dependencies. */
const installedIn = (
  project: string,
  devDependencies: Record<string, string> | undefined,
  dependencies?: Record<string, string>,
): EngineInstall => ({
  engineDir: path.join(project, 'node_modules', 'docgen-cli'),
  version: '0.3.1',
  owner: { dir: project, manifest: devDependencies || dependencies ? { devDependencies, dependencies } : undefined },
});

describe('docgenDependencySpec', () => {
  it('a git checkout (not inside node_modules): file: the engine folder, relative to the new site', () => {
    const install: EngineInstall = { engineDir: at('src', 'docgen'), version: '0.1.0' };
    expect(docgenDependencySpec(install, at('sites', 'my-docs'))).toBe('file:../../src/docgen');
    expect(docgenDependencySpec(install, at('src', 'docgen', 'examples', 'site'))).toBe('file:../..');
  });

  it("installed from a tarball: the project's file: spec, rewritten relative to the new site", () => {
    const install = installedIn(at('app'), { 'docgen-cli': 'file:../vendor/docgen-cli-0.3.1.tgz' });
    expect(docgenDependencySpec(install, at('app', 'docs'))).toBe('file:../../vendor/docgen-cli-0.3.1.tgz');
    expect(docgenDependencySpec(install, at('elsewhere', 'deep', 'site'))).toBe('file:../../../vendor/docgen-cli-0.3.1.tgz');
  });

  it('installed from a folder, written as a bare relative path: rewritten the same way', () => {
    const install = installedIn(at('app'), undefined, { 'docgen-cli': './tools/docgen' });
    expect(docgenDependencySpec(install, at('app', 'site'))).toBe('file:../tools/docgen');
  });

  it('an absolute file: spec (as npx records a tarball) is kept as it is', () => {
    const spec = `file:${at('downloads', 'docgen-cli-0.3.1.tgz')}`;
    expect(docgenDependencySpec(installedIn(at('npm-cache', '_npx', 'a1b2'), { 'docgen-cli': spec }), at('site'))).toBe(spec);
  });

  it("a registry range, tag or alias is kept as it is (npx's cache folder works the same way)", () => {
    expect(docgenDependencySpec(installedIn(at('app'), { 'docgen-cli': '~0.3.0' }), at('app', 'docs'))).toBe('~0.3.0');
    expect(docgenDependencySpec(installedIn(at('npm-cache', '_npx', 'c3d4'), undefined, { 'docgen-cli': 'latest' }), at('x'))).toBe(
      'latest',
    );
  });

  it('a project that does not name docgen-cli (create-docgen installed it) or has no package.json: ^version', () => {
    expect(docgenDependencySpec(installedIn(at('npm-cache', '_npx', 'e5f6'), undefined, { 'create-docgen': '^0.1.0' }), at('x'))).toBe(
      '^0.3.1',
    );
    expect(docgenDependencySpec(installedIn(at('usr', 'lib'), undefined), at('x'))).toBe('^0.3.1');
  });

  it('inside a node_modules but not as node_modules/docgen-cli (pnpm, a renamed folder): ^version', () => {
    const engineDir = at('app', 'node_modules', '.pnpm', 'docgen-cli@0.3.1', 'node_modules', 'docgen-cli-renamed');
    expect(docgenDependencySpec({ engineDir, version: '0.3.1' }, at('app', 'docs'))).toBe('^0.3.1');
  });
});

describe('ownerProjectDir and isInsideNodeModules', () => {
  it('the project above node_modules/docgen-cli, and nothing for other places', () => {
    expect(ownerProjectDir(at('app', 'node_modules', 'docgen-cli'))).toBe(at('app'));
    expect(ownerProjectDir(at('app', 'node_modules', 'create-docgen', 'node_modules', 'docgen-cli'))).toBe(
      at('app', 'node_modules', 'create-docgen'),
    );
    expect(ownerProjectDir(at('src', 'docgen-cli'))).toBeUndefined();
    expect(ownerProjectDir(at('app', 'node_modules', 'docgen'))).toBeUndefined();
    expect(isInsideNodeModules(at('app', 'node_modules', 'x'))).toBe(true);
    expect(isInsideNodeModules(at('src', 'my_node_modules_notes'))).toBe(false);
  });
});
