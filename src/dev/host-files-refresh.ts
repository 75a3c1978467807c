import { hostFiles } from '../deploy/host-files.js';
import type { BuiltSite } from '../pipeline/build-site.js';

/**
 * `_headers`, `_redirects` and `.nojekyll` made again from the kept list of output files
 * (pages added or removed since the build change `_headers`' top-level rules), as the
 * build makes them: a site's own files in static/ at their paths are kept.
 */
export function hostFilesNow(built: BuiltSite): Map<string, string> {
  const own = new Set(built.staticFiles.map((file) => file.relativePath));
  const host = hostFiles({
    baseUrl: built.config.baseUrl,
    outputPaths: [...built.outputPaths],
    notFoundPages: built.site.routes
      .all()
      .filter((route) => route.kind === 'not-found')
      .map((route) => route.outPath),
    staticFiles: built.staticFiles,
  });
  return new Map([...host.files].filter(([outPath]) => !own.has(outPath)));
}
