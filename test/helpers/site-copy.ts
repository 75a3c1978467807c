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
  cpSync(fixtureSite(name), root, { recursive: true });
  return { root, parent };
}
