import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleClientAssets } from '../../../src/assets/bundle.js';
import { DocgenError } from '../../../src/errors/docgen-error.js';

describe('bundleClientAssets: the site custom CSS', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'docgen-css-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('reports a customCss file that does not exist as a DocgenError naming the file, not an esbuild crash', async () => {
    const error = await bundleClientAssets({ siteRoot: root, customCss: ['css/missing.css'] }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DocgenError);
    expect((error as DocgenError).code).toBe('DG007');
    expect((error as DocgenError).location?.file).toBe(path.join(root, 'css/missing.css'));
    expect((error as DocgenError).message).toContain('does not exist');
  });

  it('reports a stylesheet esbuild cannot bundle (a url() to a missing file) as a DocgenError with the cause', async () => {
    writeFileSync(path.join(root, 'custom.css'), '.hero { background: url("./nowhere.png"); }\n');
    const error = await bundleClientAssets({ siteRoot: root, customCss: ['custom.css'] }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DocgenError);
    expect((error as DocgenError).code).toBe('DG007');
    expect((error as DocgenError).location?.file).toBe(path.join(root, 'custom.css'));
    expect((error as DocgenError).message).toContain('nowhere.png');
    expect((error as DocgenError).cause).toBeInstanceOf(Error);
  });
});
