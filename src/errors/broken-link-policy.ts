/**
 * docgen's broken-link policy, in the words every place that states it uses: the error
 * reference (DG050, DG114), the manual's "Writing pages" and the starter's own guide
 * (a test keeps those two in step with this text).
 */
export const BROKEN_LINK_POLICY =
  'A link to a page or file that does not exist, or to an anchor that no page has, fails `docgen build`, ' +
  'unless `onBrokenLinks` or `onBrokenAnchors` in site.config.ts says `warn`, `log` or `ignore`. ' +
  'A markdown link to a `.md` file that is no page only warns, with its file and line (`markdown.hooks.onBrokenMarkdownLinks` says otherwise). ' +
  '`docgen check` fails on every broken link, those included.';
