import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../../../src/config/schema.js';
import { docFooterFields } from '../../../src/config/doc-footer-schema.js';
import { repoRoot } from '../../helpers/paths.js';

const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
const start = readme.indexOf('## Configuration reference');
const reference = readme.slice(start, readme.indexOf('\n## ', start + 1));
/** The table's rows, by the keys their first cell names (`favicon`, `image`, `keywords` share one). */
const rows = new Map(
  reference
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => {
      const [first = '', meaning = ''] = line.split(/\s\|\s/).map((cell) => cell.replace(/^\|\s*/, ''));
      return [...first.matchAll(/`([A-Za-z0-9]+)`/g)].map((match) => [match[1]!, meaning] as const);
    }),
);

describe('README "Configuration reference"', () => {
  it('has a row for every key of the configuration, in one table', () => {
    const keys = Object.keys(siteConfigSchema.shape);
    expect(keys.filter((key) => !rows.has(key))).toEqual([]);
    // One table: no row stranded after a blank line, where markdown would print it as text.
    const table = reference.slice(reference.indexOf('| Field'), reference.indexOf('\n\n', reference.indexOf('| Field')));
    for (const key of keys) expect(table, key).toContain(`\`${key}\``);
  });

  it("names every option of a doc page's footer in the docs row", () => {
    for (const key of Object.keys(docFooterFields)) expect(rows.get('docs'), key).toContain(`\`${key}\``);
  });
});
