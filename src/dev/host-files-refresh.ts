import { siteHostFiles } from '../deploy/host-files.js';
import type { BuiltSite } from '../pipeline/build-site.js';
import { siteHostRedirects } from '../routes/redirect-plan.js';

/**
 * `_headers`, `_redirects` and `.nojekyll` made again from the kept list of output files
 * (pages added or removed since the build change `_headers`' top-level rules), as the
 * build makes them: a site's own files in static/ at their paths are kept.
 */
export function hostFilesNow(built: BuiltSite): Map<string, string> {
  return siteHostFiles({
    baseUrl: built.config.baseUrl,
    outputPaths: [...built.outputPaths],
    routes: built.site.routes.all(),
    staticFiles: built.staticFiles,
    redirects: siteHostRedirects(built.site),
  }).files;
}
