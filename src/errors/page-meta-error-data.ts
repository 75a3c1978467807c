import { entry } from './error-entry.js';

/** Errors about what docgen writes beside pages: redirects and edit links (DG260-DG262). */
export const pageMetaErrorData = {
  redirectFromTaken: entry({
    code: 'DG260',
    title: 'A redirect’s old address is taken',
    message: (url: string, first: string, second: string) =>
      `Both of these want the address ${url}, which a redirect page would take:\n  ${first}\n  ${second}`,
    hint: 'A redirect’s `from` (or frontmatter `redirect_from`) must be an address no page, no static file and no other redirect has: remove the redirect, or the page or file at that address.',
    docs: 'The old address of a redirect (`redirects[].from` in site.config.ts, `redirect_from` in a doc’s frontmatter) is also the address of a page (a doc, an API page, a tag page...), of a file of `static/`, or of another redirect. Both are named with their file and line, or the config key.',
  }),
  redirectTargetMissing: entry({
    code: 'DG261',
    title: 'A redirect leads to no page',
    message: (from: string, to: string, origin: string) =>
      `The redirect from ${from} leads to ${to}, which is no page of the site:\n  ${origin}`,
    hint: 'Give `to` the path of a page of the site without the base URL (such as "/guides/intro", with a #fragment if you like), or an absolute http(s) URL for another site.',
    docs: 'A redirect’s `to` in `redirects` of site.config.ts is a path of the site that no page has (a redirect must not lead to another redirect either). Paths are written without the base URL, as in Docusaurus’s client-redirects plugin.',
  }),
  editUrlFailed: entry({
    code: 'DG262',
    title: 'docs.editUrl gave no usable address for a page',
    message: (doc: string, problem: string) => `docs.editUrl, called for ${doc}, ${problem}.`,
    hint: 'The function must return an http(s) (or relative) URL as a string, or undefined for a page without an edit link.',
    docs: '`docs.editUrl` in site.config.ts is a function that threw, or returned something that is not a URL string (a number, an object, a `javascript:` URL). The message names the doc it was called for.',
  }),
};
