import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import { buildSite } from '../../src/pipeline/build-site.js';
import { openStaging, WRITES_IN_FLIGHT } from '../../src/write/staging.js';
import { runDocgen } from '../helpers/bad-input.js';
import { generatedSite } from '../helpers/generated-site.js';

const GUIDES = 300;

describe('a build that writes pages as they render', () => {
  it('hands each page over as it renders and waits for it, so the pages held at once stay bounded', async () => {
    const config = await loadConfig(generatedSite(GUIDES));
    let held = 0;
    let mostHeld = 0;
    const handed: string[] = [];
    const result = await buildSite(config, {
      // A writer that finishes each page a little later: a renderer that did not wait would pile them up.
      writePage: (outPath) => {
        handed.push(outPath);
        mostHeld = Math.max(mostHeld, ++held);
        return new Promise<void>((resolve) =>
          setImmediate(() => {
            held--;
            resolve();
          }),
        );
      },
    });
    expect(handed.length).toBeGreaterThan(GUIDES);
    expect(mostHeld).toBe(1);
    expect(result.written).toEqual(handed);
    // The pages are not kept besides: only the other files stay in memory.
    expect([...result.files.keys()].filter((file) => file.endsWith('.html'))).toEqual([]);
    expect(handed).toContain('guides/part-29/guide-299/index.html');
  });

  it('writes into the staging folder with a bounded number of writes in flight, then swaps it in whole', async () => {
    const root = generatedSite(GUIDES);
    const config = await loadConfig(root);
    const outDir = path.join(root, 'build');
    const staging = await openStaging(outDir);
    const result = await buildSite(config, { writePage: (outPath, html) => staging.write(outPath, html) });
    expect(staging.written).toBe(result.written.length);
    expect(staging.peakInFlight).toBeGreaterThan(0);
    expect(staging.peakInFlight).toBeLessThanOrEqual(WRITES_IN_FLIGHT);
    expect(existsSync(outDir)).toBe(false); // nothing replaced before the commit
    await staging.commit(result.files);
    expect(readFileSync(path.join(outDir, 'guides/part-29/guide-299/index.html'), 'utf8')).toContain('Guide 299 of the site.');
    expect(existsSync(path.join(outDir, 'sitemap.xml'))).toBe(true);
    expect(readdirSync(root).filter((name) => name.includes('docgen-staging'))).toEqual([]);
  });

  it('leaves the previous output as it was when a later page fails the link check, with no staging folder left', async () => {
    const root = generatedSite(40);
    expect((await runDocgen(['build', '--quiet'], { cwd: root })).code).toBe(0);
    const page = path.join(root, 'build/guides/part-3/guide-39/index.html');
    const before = readFileSync(page, 'utf8');
    // The markdown twins were written as their pages rendered: llms-full.txt is made of those files.
    const twin = readFileSync(path.join(root, 'build/guides/part-3/guide-39.md'), 'utf8');
    expect(twin).toContain('Guide 39 of the site.');
    const fullText = readFileSync(path.join(root, 'build/llms-full.txt'), 'utf8');
    expect(fullText).toContain(`\n---\n\n${twin}`);
    expect(fullText.split('\n---\n\n').length).toBeGreaterThan(40);
    writeFileSync(path.join(root, 'docs/guides/part-3/guide-39.md'), '---\ntitle: Guide 39\n---\n\nSee [the missing page](/nowhere).\n');
    const failed = await runDocgen(['build', '--quiet'], { cwd: root });
    expect(failed.code).not.toBe(0);
    expect(failed.stderr).toContain('/nowhere');
    expect(readFileSync(page, 'utf8')).toBe(before);
    expect(readdirSync(root).filter((name) => name.startsWith('.build.docgen'))).toEqual([]);
  });
});
