import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fixtureSite } from './paths.js';

/**
 * A fresh copy of a fixture site inside a new temporary folder (`<tmp>/site`), so a
 * test may build, break or kill builds of it. Returns the site and its parent folder.
 */
export function copyFixtureSite(name: string): { root: string; parent: string } {
  const parent = mkdtempSync(path.join(tmpdir(), 'docgen-site-'));
  const root = path.join(parent, 'site');
  // Without a build cache an earlier in-place build left there: every copy starts cold.
  const cache = path.join(fixtureSite(name), '.docgen');
  cpSync(fixtureSite(name), root, { recursive: true, filter: (source) => source !== cache });
  return { root, parent };
}
