import { describe, expect, it } from 'vitest';
import { isWithin, refuseOutputFolder, type OutputFolderFacts } from '../../../src/write/output-guard.js';

const site = (outDir: string): OutputFolderFacts => ({
  root: '/home/ada/site',
  outDir,
  home: '/home/ada',
  contentDirs: ['/home/ada/site/docs', '/home/ada/site/specs', '/home/ada/site/static'],
  sourceFiles: ['/home/ada/site/site.config.ts', '/home/ada/shared/openapi.yaml', '/home/ada/site/static/css/brand.css'],
});

describe('the output guard', () => {
  it.each([
    ['/', 'The output folder / is the root of the file system.'],
    ['/home/ada', 'The output folder /home/ada is your home folder.'],
    ['/home/ada/site', 'The output folder /home/ada/site is the site folder itself.'],
    ['/home', 'The output folder /home contains the site folder /home/ada/site.'],
    ['/home/ada/site/docs', 'The output folder /home/ada/site/docs is a folder docgen reads the site from.'],
    [
      '/home/ada/site/docs/guides/out',
      'The output folder /home/ada/site/docs/guides/out is inside /home/ada/site/docs, a folder docgen reads the site from.',
    ],
    [
      '/home/ada/site/static/css',
      'The output folder /home/ada/site/static/css is inside /home/ada/site/static, a folder docgen reads the site from.',
    ],
    [
      '/home/ada/site/static/css/brand.css',
      'The output folder /home/ada/site/static/css/brand.css is inside /home/ada/site/static, a folder docgen reads the site from.',
    ],
    ['/home/ada/site/site.config.ts', 'The output folder /home/ada/site/site.config.ts is a file the build reads.'],
    ['/home/ada/shared', 'The output folder /home/ada/shared contains /home/ada/shared/openapi.yaml, a file the build reads.'],
    ['/home/ada/shared/openapi.yaml', 'The output folder /home/ada/shared/openapi.yaml is a file the build reads.'],
  ])('refuses %s', (outDir, reason) => {
    expect(refuseOutputFolder(site(outDir))).toEqual({ reason, hint: expect.stringContaining('--out build') });
  });

  it('refuses a folder that contains a content folder without containing the site', () => {
    const facts = { ...site('/data/docs-out'), contentDirs: ['/data/docs-out/docs'] };
    expect(refuseOutputFolder(facts)?.reason).toBe(
      'The output folder /data/docs-out contains /data/docs-out/docs, a folder docgen reads the site from.',
    );
  });

  it.each([
    '/home/ada/site/build',
    '/home/ada/site/out/preview',
    '/home/ada/site-build',
    '/tmp/docs',
    '/home/ada/site/docsout',
    '/home/ada/shared/other',
  ])('accepts %s', (outDir) => {
    expect(refuseOutputFolder(site(outDir))).toBeUndefined();
  });

  it('compares whole path segments', () => {
    expect(isWithin('/a/bc', '/a/b')).toBe(false);
    expect(isWithin('/a/b/c', '/a/b')).toBe(true);
    expect(isWithin('/a/b', '/a/b')).toBe(true);
    expect(isWithin('/a', '/a/b')).toBe(false);
  });
});
