import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../helpers/paths.js';
import { testRenderer } from '../../helpers/markdown.js';

/**
 * Whole-output fixtures of the markdown pipeline, one folder per case:
 * `test/fixtures/markdown/<case>/input.md` -> `output.html`. Run with
 * `UPDATE_FIXTURES=1` to regenerate the outputs after an intended change (then review
 * the diff). The per-plugin test files state the individual behaviours explicitly.
 */
const fixturesDir = path.join(repoRoot, 'test/fixtures/markdown');
const update = process.env.UPDATE_FIXTURES === '1';
const cases = readdirSync(fixturesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe('markdown fixtures', () => {
  it('has fixture cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(8);
  });

  const render = testRenderer();
  for (const name of cases) {
    it(`renders ${name}/input.md as ${name}/output.html`, async () => {
      const dir = path.join(fixturesDir, name);
      const input = readFileSync(path.join(dir, 'input.md'), 'utf8');
      // Every case renders as a page at docs/guides/setup/install.md.
      const output = await render({ path: path.join(dir, 'input.md'), sourcePath: 'guides/setup/install.md', body: input, lineOffset: 0 });
      const outputFile = path.join(dir, 'output.html');
      if (update || !existsSync(outputFile)) {
        if (!update) throw new Error(`${outputFile} is missing: run with UPDATE_FIXTURES=1 to create it`);
        writeFileSync(outputFile, output.html.endsWith('\n') ? output.html : `${output.html}\n`);
      }
      expect(output.html.endsWith('\n') ? output.html : `${output.html}\n`).toBe(readFileSync(outputFile, 'utf8'));
    });
  }
});
