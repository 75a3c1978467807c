import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../../../src/config/schema.js';
import { repoRoot } from '../../helpers/paths.js';

/** The README's "Configuration reference" section, to the next section. */
function referenceSection(): string {
  const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
  const start = readme.indexOf('## Configuration reference');
  return readme.slice(start, readme.indexOf('\n## ', start + 1));
}

describe("the README's configuration reference", () => {
  const section = referenceSection();
  /** The keys the table's first column names (a row may name several: `favicon`, `image`...). */
  const documented = new Set(
    section
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) => [...line.split('|')[1]!.matchAll(/`(\w+)`/g)].map((match) => match[1]!)),
  );

  it('has a row for every key of site.config.ts', () => {
    expect(Object.keys(siteConfigSchema.shape).filter((key) => !documented.has(key))).toEqual([]);
  });

  it("names the options of the page menu, image zoom and the logos' dark versions", () => {
    for (const option of ['pageMenu', 'zoom', 'selector', 'background', 'srcDark'])
      expect(section, option).toMatch(new RegExp(`\`[^\`]*\\b${option}\\b[^\`]*\``));
  });
});
