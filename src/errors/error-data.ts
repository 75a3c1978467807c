import { entry, quoted } from './error-entry.js';
import { manualPage } from './manual-url.js';
import { BROKEN_LINK_POLICY } from './broken-link-policy.js';
import { initErrorData } from './init-error-data.js';
import { variantErrorData } from './variant-error-data.js';
import { packageErrorData } from './package-error-data.js';
import { deployErrorData } from './deploy-error-data.js';
import { mockErrorData } from './mock-error-data.js';
import { scaleErrorData } from './scale-error-data.js';
import { budgetErrorData } from './budget-error-data.js';
import { authoringErrorData } from './authoring-error-data.js';
import { lenientErrorData } from './lenient-error-data.js';
import { openapiErrorData } from './openapi-error-data.js';
import { pageMetaErrorData } from './page-meta-error-data.js';
import { analyticsErrorData } from './analytics-error-data.js';
import { blogErrorData } from './blog-error-data.js';
import { sandboxErrorData } from './sandbox-error-data.js';

export type { ErrorData } from './error-entry.js';

/** Every error a site author can cause, as data (see `ErrorData`). */
export const errorData = {
  siteFolderMissing: entry({
    code: 'DG000',
    title: 'The site folder does not exist',
    message: (dir: string) => `${dir} is not a folder.`,
    hint: 'Pass the folder that holds site.config.ts with --root, or run docgen inside it.',
    docs: '`--root` (or the current folder) must be the folder that holds `site.config.ts`, `docs/`, `specs/` and `static/`.',
  }),
  configNotFound: entry({
    code: 'DG001',
    title: 'No site configuration found',
    message: (folder: string) => `${folder} has no site configuration: docgen looked for site.config.ts (and .mts, .js, .mjs) there.`,
    hint: 'Run docgen in the folder that holds site.config.ts, or pass --root DIR. To start a new site, run `npx docgen-cli init` here (or `docgen init` where docgen is installed), or `npm create docgen@latest my-docs` for a new folder.',
    docs: 'Every site has a `site.config.ts` at its root that `export default`s the configuration object. A new site, with its configuration, a home page, two guides, an example OpenAPI document and a CI workflow, comes from `npx docgen-cli init [dir]` (`docgen init` where docgen is installed) or `npm create docgen@latest my-docs`.',
  }),
  configLoadFailed: entry({
    code: 'DG002',
    title: 'The site configuration could not be loaded',
    message: (file: string) => `${file} failed to compile or run.`,
    hint: 'Fix the TypeScript error shown; the file must `export default` the configuration object.',
    docs: 'The configuration is compiled with esbuild and run; a syntax error, a failing import or an exception while it runs ends here, with the line of the problem.',
  }),
  configInvalid: entry({
    code: 'DG003',
    title: 'The site configuration is invalid',
    message: (problems: readonly string[]) => problems.join('\n'),
    hint: `Each line names the field and what it expects; every key is in ${manualPage('reference/configuration')}.`,
    docs: 'A field has the wrong type, an unknown name or a value out of range. The message names each field and the line it is set on.',
  }),
  navbarItemTypeUnknown: entry({
    code: 'DG004',
    title: 'Unknown navbar item type',
    message: (type: string, path: string) => `No NavbarItem component found for type "${type}" (at ${path}).`,
    hint: 'Use one of: default, dropdown, localeDropdown, search, html, doc, docSidebar, docsVersion, docsVersionDropdown.',
    docs: 'A `navbar.items[]` entry has a `type` docgen does not know.',
  }),
  navbarSidebarEmpty: entry({
    code: 'DG005',
    title: 'A docs-sidebar navbar item has nothing to link to',
    message: (sidebarId: string, path: string, rootLayout?: boolean) =>
      rootLayout
        ? `The navbar item at ${path} links to sidebar "${sidebarId}", but there is no such sidebar: docs/ has pages at its root (markdown files beside index.md), so all of docs/ is one sidebar, "docs" (Docusaurus's layout).`
        : `The navbar item at ${path} links to sidebar "${sidebarId}", but that sidebar has no docs.`,
    hint: (sidebarId: string, _path: string, rootLayout?: boolean) =>
      rootLayout
        ? `Move the markdown files at the root of docs/ (all but index.md) into a folder such as docs/${sidebarId}/, or point the item at sidebarId: 'docs'.`
        : `Add markdown files under docs/${sidebarId}/, or point the item at an existing sidebar.`,
    docs: "A `docSidebar` navbar item names a sidebar (a folder of `docs/`, or `api`) that has no pages. A markdown file at the root of `docs/` (other than `index.md`) makes all of `docs/` one sidebar named `docs`, as in Docusaurus: the folders' sidebars are then gone, and the message says so.",
  }),
  navbarItemRenderFailed: entry({
    code: 'DG006',
    title: 'A navbar item failed to render',
    message: (path: string) => `The navbar item at ${path} could not be rendered.`,
    hint: 'A navbar item is probably misconfigured: check its type and fields (doc items need an existing docId).',
    docs: 'A navbar item could not be resolved, usually a `doc` item whose `docId` names no doc.',
  }),
  customCssFailed: entry({
    code: 'DG007',
    title: 'A custom stylesheet could not be bundled',
    message: (reason: string) => reason,
    hint: 'Check the paths in `customCss` of site.config.ts (relative to the site folder) and the files they point at.',
    docs: 'A file of `customCss` is missing or is not valid CSS (its imports included).',
  }),
  clientModuleFailed: entry({
    code: 'DG012',
    title: 'A client module could not be bundled',
    message: (reason: string) => reason,
    hint: 'Check the paths in `clientModules` of site.config.ts (relative to the site folder) and the code of the files they point at.',
    docs: 'A file of `clientModules` (code or CSS loaded by every page, as in Docusaurus) is missing, or esbuild could not bundle it or what it imports.',
  }),
  pluginInvalid: entry({
    code: 'DG008',
    title: 'A plugin of the configuration is invalid',
    message: (at: string, plugin: string | undefined, problem: string, _fix: string) =>
      `${at}${plugin === undefined ? '' : ` (plugin "${plugin}")`}: ${problem}.`,
    hint: (_at: string, _plugin: string | undefined, _problem: string, fix: string) => fix,
    docs: "An entry of `plugins` in site.config.ts is not a plugin docgen can run: it has no `name`, shares its name with another plugin, has a key neither a docgen plugin nor a Docusaurus plugin has, has both page sources and Docusaurus lifecycle methods, or a page-source module without `family` or `load`, or whose family is another page source's or one of docgen's own (`docs`, `site`, `api`); or a Docusaurus plugin's `addRoute` was given a route docgen cannot render (no path, a theme component, a module that is neither `createData`'s nor a JSON file). The message names the entry and the plugin; the hint says what to change.",
  }),
  pluginFailed: entry({
    code: 'DG009',
    title: 'A plugin failed',
    message: (who: string, what: string) => `The ${who} ${what}.`,
    hint: "The cause below comes from the plugin's own code (`--verbose` prints its stack): fix it there, or take the plugin out of `plugins` in site.config.ts.",
    docs: "A plugin function, a page source a plugin adds, or a Docusaurus plugin's lifecycle method (`loadContent`, `contentLoaded`, `allContentLoaded`) threw while docgen called it (loading its page sources, declaring its routes, making a page). The message names the plugin and what it was doing; the cause is its own error.",
  }),
  frontmatterInvalid: entry({
    code: 'DG010',
    title: 'Invalid frontmatter',
    message: (problems: string) => problems,
    hint: 'Frontmatter is the YAML block between the two `---` lines at the top of the file.',
    docs: 'The YAML at the top of a markdown file does not parse, or a field has the wrong type (unknown fields only warn).',
  }),
  categoryInvalid: entry({
    code: 'DG011',
    title: 'Invalid category metadata',
    message: (problem: string) => problem,
    hint: '_category_.json or _category.yml takes `label`, `position`, `description`, `collapsed`, `collapsible`, `className`, `link` and `customProps`.',
    docs: 'A `_category_.json` or `_category.yml` of a docs folder does not parse, has an unknown field, or a field of the wrong type.',
  }),
  markdownFailed: entry({
    code: 'DG030',
    title: 'A markdown page could not be rendered',
    message: (file: string) => `Rendering ${file} failed.`,
    hint: 'Check the markdown around the line shown (directives and code fences are the usual suspects).',
    docs: 'A markdown plugin failed on this page; the cause is printed below the message.',
  }),
  widgetUnknown: entry({
    code: 'DG031',
    title: 'Unknown directive',
    message: (written: string, _accepted: readonly string[]) =>
      String(written).startsWith('<')
        ? `The interactive element ${written} is not one of the site's components.`
        : `The directive "${written}" names nothing docgen knows.`,
    hint: (written: string, accepted: readonly string[]) =>
      `${directiveForm(String(written))} can name: ${accepted.join('; ')}. Check the spelling, or add the component to components/.`,
    docs: "A `:::name` or `::name{...}` directive in markdown names no admonition, built-in component, widget or site component that may stand there; the hint lists those that may. As in Docusaurus, the build warns and shows the directive's content in a plain `<div>`; `--strict` (and `docgen check`) fails. An interactive element (`<X client:load />`) that is none of the site's components fails the build.",
  }),
  widgetPropsInvalid: entry({
    code: 'DG032',
    title: 'Invalid widget properties',
    message: (name: string, problem: string) => `The "${name}" widget: ${problem}`,
    hint: 'Directive attributes are written {key="value" other=12}.',
    docs: "A widget directive's attributes do not match the widget's properties.",
  }),
  brokenLinks: entry({
    code: 'DG050',
    title: 'Broken links',
    message: (links: readonly string[]) => links.join('\n'),
    hint: 'Fix or remove each link; a link in markdown to another page should point at its .md file.',
    docs: `\`docgen check\` crawled the built site and found links that lead nowhere. ${BROKEN_LINK_POLICY}`,
  }),
  outputNotWritable: entry({
    code: 'DG060',
    title: 'The output folder could not be written',
    message: (dir: string) => `Writing the site to ${dir} failed; the previous output was left as it was.`,
    hint: 'Check the folder is writable and the disk has space.',
    docs: 'Writing the new output failed (permissions, a full disk); the previous output is kept as it was.',
  }),
  outputFolderRefused: entry({
    code: 'DG061',
    title: 'This output folder would overwrite your sources',
    message: (reason: string, _hint: string) =>
      `${reason} docgen replaces its output folder with each build, so building there would delete files you wrote. Nothing was changed.`,
    hint: (_reason: string, hint: string) => hint,
    docs: '`--out` is the site folder, contains it, is inside `docs/`, `specs/` or `static/`, is the home folder or `/`, or holds a file the build reads. Give the output a folder of its own, such as `build/` in the site folder (the default); the message says which rule applied.',
  }),
  outputFolderForeign: entry({
    code: 'DG062',
    title: 'The output folder holds files docgen did not write',
    message: (dir: string) =>
      `${dir} exists, is not empty and has no .docgen-output.json marker, so it was not written by docgen. docgen replaces the whole output folder and never deletes files it did not create. Nothing was changed.`,
    hint: 'Delete the folder yourself if you no longer need it (an output of an older docgen, from before the marker, needs this once), or choose another folder with --out.',
    docs: 'docgen only replaces folders it wrote itself (they hold `.docgen-output.json`).',
  }),
  outputFolderNotAFolder: entry({
    code: 'DG063',
    title: 'The output path is not a folder',
    message: (dir: string) => `${dir} is a file or a symbolic link, not a folder. Nothing was changed.`,
    hint: 'Choose a folder with --out (it is created when missing).',
    docs: '`--out` names a file or a symbolic link.',
  }),
  outputFolderBusy: entry({
    code: 'DG064',
    title: 'Another build of this output folder is still running',
    message: (dir: string, pid: number, lock: string) =>
      `Process ${pid} is building into ${dir} (it holds ${lock}); docgen waited for it and gave up.`,
    hint: 'Wait for that build to finish, or stop it. A lock left by a build that no longer runs is taken over automatically.',
    docs: 'Two builds of one output folder run one after the other; this one waited too long for the other.',
  }),
  outputLeftoverUnknown: entry({
    code: 'DG065',
    title: 'A folder with a name docgen uses was not written by docgen',
    message: (file: string) =>
      `${file} is where docgen keeps the next or previous build while it swaps them, but it holds files without docgen's marker. docgen does not delete what it did not create.`,
    hint: 'Move or delete that folder yourself, then build again.',
    docs: 'A folder named `.<out>.docgen-staging` or `.<out>.docgen-previous` exists without the marker.',
  }),
  configTimedOut: entry({
    code: 'DG066',
    title: 'The site configuration never finished loading',
    message: (file: string, milliseconds: number) =>
      `${file} was still running after ${milliseconds / 1000} s: a loop that never ends, a top-level await that never settles, or a slow network call keeps it from exporting the configuration.`,
    hint: 'The configuration should only build an object. Remove the loop or the await that waits forever (set DOCGEN_CONFIG_TIMEOUT_MS to allow more time).',
    docs: 'Loading `site.config.ts` took longer than `DOCGEN_CONFIG_TIMEOUT_MS` (10 s by default). docgen first runs the configuration on a worker thread, which it can stop, so an endless synchronous loop ends here too.',
  }),
  outputFolderServed: entry({
    code: 'DG067',
    title: 'The output folder is served by docgen serve --watch',
    message: (dir: string, pid: number) =>
      `${dir} is the build that docgen serve --watch (process ${pid}) keeps up to date: building into it too would leave that server serving pages it did not make. Nothing was changed.`,
    hint: 'Stop that server first, or choose another folder with --out (`docgen build` writes build/ by default, `serve --watch` builds into .docgen/serve).',
    docs: 'A running `docgen serve --watch` claims its output folder (`.<out>.docgen-serving` beside it holds its process id); another build or another `serve --watch` of that folder is refused while it runs. A claim left by a server that no longer runs is taken over.',
  }),
  portInUse: entry({
    code: 'DG070',
    title: 'The port is already in use',
    message: (port: number) => `Another program is listening on port ${port}, so docgen did not start (nothing was built).`,
    hint: 'Stop that program, or pass another port with --port.',
    docs: '`docgen serve` checks the port before it builds anything.',
  }),
  outputMissing: entry({
    code: 'DG071',
    title: 'Nothing has been built yet',
    message: (dir: string) => `${dir} does not exist or has no index.html.`,
    hint: 'Run `docgen build` first (with the same --out and --base-url), or use `docgen serve --watch`, which builds before serving.',
    docs: '`docgen serve` without `--watch` and `docgen check --no-build` serve the output folder as the last `docgen build` left it, so they need one.',
  }),
  outputOtherBaseUrl: entry({
    code: 'DG073',
    title: 'The output folder was built for another base URL',
    message: (dir: string, baseUrl: string) =>
      `${dir}/index.html loads no stylesheet or script from ${baseUrl}assets/, so it was not built for the base URL ${baseUrl}: every link would be checked at the wrong path.`,
    hint: (_dir: string, baseUrl: string) =>
      `Pass the --base-url the build was made with (or build again with --base-url ${baseUrl}), then run the check.`,
    docs: '`docgen check --no-build` crawls the output folder at the base URL of the config, or of `--base-url`; the pages it finds there must have been built for that base URL.',
  }),
  checkTimedOut: entry({
    code: 'DG074',
    title: 'The link check timed out reading a page',
    message: (seconds: number) =>
      `A page or file took longer than ${seconds} s to arrive while the links to other sites were checked (--external): the check stopped before it had read every page.`,
    hint: 'The machine was probably busy: run `docgen check --external` again when it is quieter, or run `docgen check` without --external, which waits for the local site as long as it takes.',
    docs: "With `--external`, every request of the crawl has a time limit (10 s), links to other sites and the site's own pages alike; a request that gets no answer in time is tried again, but a page whose content stops arriving half-way cannot be, and stops the check. Without `--external` only the local site is requested, with no time limit.",
  }),
  portNotAllowed: entry({
    code: 'DG072',
    title: 'Not allowed to listen on this port',
    message: (port: number, host: string) => `The system refused to let docgen listen on ${host}:${port}.`,
    hint: 'Ports below 1024 need special rights: pass a higher port with --port (the default is 3000), or check --host names an address of this machine.',
    docs: 'The system refused the port or host given to `docgen serve`.',
  }),
  markdownTooComplex: entry({
    code: 'DG100',
    title: 'A markdown page is too complex to render',
    message: (reason: string) => `${reason} Such input makes the markdown parser take minutes or run out of stack, so docgen stops here.`,
    hint: 'Flatten the nesting or split the block; if the page is generated, check the generator.',
    docs: 'A page nests lists, quotes or HTML more than 100 levels deep, or has more than 5,000 unclosed emphasis runs.',
  }),
  pagesShareUrl: entry({
    code: 'DG110',
    title: 'Two pages want the same URL',
    message: (url: string, first: string, second: string) => `Both of these produce the page ${url}:\n  ${first}\n  ${second}`,
    hint: 'Rename one of the files, or give one of them another `slug` in its frontmatter (or another `route` in site.config.ts).',
    docs: 'Two sources (docs, slugs, API services, tags, operations) produce one URL; both are named with their line or JSON pointer.',
  }),
  serviceKeyDuplicate: entry({
    code: 'DG111',
    title: 'Two API services share a key',
    message: (key: 'id' | 'route', value: string, first: number, second: number) =>
      `api.services[${first}] and api.services[${second}] both have ${key} "${value}"${key === 'route' ? ' (their pages would overwrite each other)' : ''}.`,
    hint: (key: 'id' | 'route') =>
      `Give each service its own \`${key}\`${key === 'route' ? ' (a service without `route` lives at /api/{id})' : ''}.`,
    docs: 'Each entry of `api.services` needs its own `id` and `route`.',
  }),
  slugLeavesSite: entry({
    code: 'DG112',
    title: 'A page slug leaves the site',
    message: (slug: string, problem: string) => `The frontmatter slug "${slug}" ${problem}.`,
    hint: "A slug is a plain URL path inside the site, such as `/guides/setup` or `setup` (relative to the file's folder).",
    docs: 'A frontmatter `slug` climbs above the site root or hides a separator or control character.',
  }),
  serviceRouteInvalid: entry({
    code: 'DG113',
    title: 'An API service route leaves the site',
    message: (at: string, route: string, problem: string) => `${at} is "${route}", which ${problem}.`,
    hint: 'A service route is a plain path inside the site, such as `/api/billing`: letters, digits, `-`, `_`, `.` and `~` between slashes.',
    docs: 'An `api.services[].route` is not a plain path inside the site.',
  }),
  brokenLinksFrom: entry({
    code: 'DG114',
    title: 'Broken links',
    message: (links: readonly { where: string; text: string }[]) => links.map((link) => `${link.where}: ${link.text}`).join('\n'),
    hint: "Fix or remove each link at the place shown; a link in markdown to another page should point at its .md file. `onBrokenLinks: 'warn'` (a missing page) or `onBrokenAnchors: 'warn'` (a missing heading) in site.config.ts makes `docgen build` warn instead; `--strict` and `docgen check` still fail.",
    docs: `The build found links that lead nowhere; each is named where it is written (markdown line, OpenAPI JSON pointer, config key). ${BROKEN_LINK_POLICY}`,
  }),
  defaultLocaleUnknown: entry({
    code: 'DG115',
    title: 'The default locale is not one of the locales',
    message: (value: string, locales: readonly string[]) => `i18n.defaultLocale is "${value}", but i18n.locales is [${quoted(locales)}].`,
    hint: (value: string, locales: readonly string[]) =>
      `Set i18n.defaultLocale to one of ${quoted(locales)}, or add "${value}" to i18n.locales.`,
    docs: '`i18n.defaultLocale` must be listed in `i18n.locales`.',
  }),
  siteMessagesJsonInvalid: entry({
    code: 'DG130',
    title: 'A messages file is not valid JSON',
    message: (file: string, problem: string) => `${file} is not valid JSON: ${problem}.`,
    hint: 'A messages file is one JSON object of message keys and texts: { "toc.title": "Sur cette page" }.',
    docs: '`i18n/<locale>/messages.json` translates or rewords the words docgen writes on pages (the message reference of the manual lists the keys). It must be valid JSON; the message gives the line of the first mistake.',
  }),
  siteMessageNotText: entry({
    code: 'DG131',
    title: 'A message is not a text',
    message: (file: string, pointer: string, found: string) =>
      `${file} has ${found} at ${pointer || 'its top level'}; every message is a string.`,
    hint: 'Write each message as a JSON string, with {name} for what docgen fills in: "sidebar.label": "Navigation: {label}".',
    docs: '`i18n/<locale>/messages.json` is one flat object whose values are all strings; a number, list, object or `null` fails, named by its JSON pointer.',
  }),
  siteMessageSyntaxInvalid: entry({
    code: 'DG132',
    title: 'A message has a syntax error',
    message: (file: string, pointer: string, problem: string) => `The message at ${pointer} in ${file} cannot be read: ${problem}.`,
    hint: 'Messages use ICU MessageFormat: {name} for a value, {count, plural, one {# page} other {# pages}} for plurals; write a literal { or } between single quotes.',
    docs: 'A message of `i18n/<locale>/messages.json` is not valid ICU MessageFormat, typically an unclosed `{`; it is named by its JSON pointer.',
  }),
  ...openapiErrorData,
  ...variantErrorData,
  ...packageErrorData,
  ...initErrorData,
  ...deployErrorData,
  ...mockErrorData,
  ...scaleErrorData,
  ...budgetErrorData,
  ...authoringErrorData,
  ...analyticsErrorData,
  ...lenientErrorData,
  ...pageMetaErrorData,
  ...blogErrorData,
  ...sandboxErrorData,
};

export type ErrorName = keyof typeof errorData;

/** `:::name` -> "A container directive (`:::name`)", `::name` -> "A leaf directive (`::name`)", `<X>` -> "An interactive element". */
function directiveForm(written: string): string {
  if (written.startsWith('<')) return 'An interactive element';
  if (written.startsWith(':::')) return 'A container directive (`:::name`)';
  return written.startsWith('::') ? 'A leaf directive (`::name`)' : 'The directive';
}
