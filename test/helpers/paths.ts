import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (holds the engine and the portal). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A fixture site folder under test/fixtures/sites/. */
export const fixtureSite = (name: string) => path.join(repoRoot, 'test/fixtures/sites', name);
