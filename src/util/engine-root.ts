import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

/**
 * The folder docgen itself lives in (holds widgets/ and templates/), found by walking up
 * from this module: the same answer whether running from src/ (tests) or dist/ (CLI).
 */
export function engineRoot(): string {
  if (cached) return cached;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'docgen-cli') {
      cached = dir;
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('docgen: cannot find its own package folder');
    dir = parent;
  }
}

/**
 * The engine runs from its TypeScript sources (docgen's own tests) or compiled (dist/, as
 * installed). The few files it hands to other tools live in different places in each.
 */
const fromSources = fileURLToPath(import.meta.url).endsWith('.ts');

export const engineFiles = {
  /** The OpenAPI reader's worker thread (copied beside the chunks when compiled). */
  validateWorker: () => path.join(engineRoot(), fromSources ? 'src/openapi/validate-worker.mjs' : 'dist/validate-worker.mjs'),
  /** The markdown pool's worker thread; none when running from the sources (a worker cannot load TypeScript). */
  markdownWorker: () => (fromSources ? undefined : path.join(engineRoot(), 'dist/markdown-worker.js')),
  /** A render thread of a large build (src/pipeline/render-thread-entry.ts); none when running from the sources. */
  renderThread: () => (fromSources ? undefined : path.join(engineRoot(), 'dist/render-thread.js')),
  /** The build thread of `serve --watch`; none when running from the sources. */
  watchWorker: () => (fromSources ? undefined : path.join(engineRoot(), 'dist/watch-worker.js')),
  /** A browser entry (`runtime`, `hydrate` or a widget's name), bundled for each site. */
  browserEntry: (name: string) =>
    fromSources
      ? path.join(
          engineRoot(),
          'widgets',
          name === 'runtime' ? 'runtime/client.ts' : name === 'hydrate' ? 'runtime/hydrate.ts' : `${name}.tsx`,
        )
      : path.join(engineRoot(), 'dist/browser', `${name}.js`),
  /** What a site configuration's `import { defineConfig } from 'docgen-cli'` loads. */
  configHelpers: () =>
    fromSources
      ? { path: path.join(engineRoot(), 'src/api/define-config.ts'), external: false }
      : { path: path.join(engineRoot(), 'dist/index.js'), external: true },
};
