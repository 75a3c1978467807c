/**
 * Where docgen's manual is published (the repository's GitHub Pages): `url` plus
 * `baseUrl` of manual/site.config.ts, with `trailingSlash: true` as GitHub Pages serves
 * pages. A test keeps the two in step. Messages that send a reader to the manual link
 * its pages from here, never files of the repository, which the package does not ship.
 */
export const MANUAL_URL = 'https://docgen-dev.github.io/docgen/';

/** The repository, for "report a bug" and source links. */
export const REPOSITORY_URL = 'https://github.com/docgen-dev/docgen';

/** A page of the manual by its path below the manual's root (`reference/errors`), with an optional anchor. */
export function manualPage(page: string, anchor?: string): string {
  return `${MANUAL_URL}${page}/${anchor ? `#${anchor}` : ''}`;
}

/** The anchor of an error code's entry in the manual's error reference: `DG050` -> `dg050`. */
export const errorAnchor = (code: string) => code.toLowerCase();

/** The entry of an error code in the manual's error reference. */
export const errorReferenceUrl = (code: string) => manualPage('reference/errors', errorAnchor(code));
