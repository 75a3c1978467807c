import { entry } from './error-entry.js';

/**
 * Errors of the lenient API reference: a document that breaks small rules builds with
 * warnings, and `--strict` (always on in `docgen check`) turns those warnings into DG200.
 */
export const lenientErrorData = {
  strictWarnings: entry({
    code: 'DG200',
    title: 'A strict build found problems it worked around',
    message: (summary: readonly string[]) => summary.join('\n'),
    hint: 'Fix each problem at the file, JSON pointer and line of the warnings above, or build without --strict to publish the site as it renders.',
    docs: 'By default an OpenAPI document that breaks rules docgen can work around (a schema violation, a Swagger 2.0 conversion warning, a description link that leads nowhere) builds with warnings, and so do a directive that names nothing docgen knows and a translation without its original (Docusaurus warns about, or leaves out, the same). `docgen build --strict` and `docgen check` fail on those warnings instead, naming each file and how many problems it has.',
  }),
};
