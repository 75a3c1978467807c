import { DocgenError, type SourceLocation } from './docgen-error.js';

/**
 * Every error a site author can cause, in one place. Each entry has a stable code, a
 * title, and builds a message that says what happened, why, and what to do.
 */
export const errors = {
  siteFolderMissing: (dir: string) =>
    new DocgenError({
      code: 'DG000',
      title: 'The site folder does not exist',
      message: `${dir} is not a folder.`,
      hint: 'Pass the folder that holds site.config.ts with --root, or run docgen inside it.',
      location: { file: dir },
    }),
  configNotFound: (file: string) =>
    new DocgenError({
      code: 'DG001',
      title: 'No site configuration found',
      message: `docgen looked for ${file} and did not find it.`,
      hint: 'Run docgen in the folder that holds site.config.ts, or pass --root DIR.',
      location: { file },
    }),
  configLoadFailed: (file: string, cause: unknown, line?: number, column?: number, frame?: string) =>
    new DocgenError({
      code: 'DG002',
      title: 'The site configuration could not be loaded',
      message: `${file} failed to compile or run.`,
      hint: 'Fix the TypeScript error shown; the file must `export default` the configuration object.',
      location: { file, line, column },
      frame,
      cause,
    }),
  configInvalid: (file: string, problems: string[], line?: number) =>
    new DocgenError({
      code: 'DG003',
      title: 'The site configuration is invalid',
      message: problems.join('\n'),
      hint: 'Each line names the field and what it expects; see "Configuration reference" in the README.',
      location: { file, line },
    }),
  navbarItemTypeUnknown: (file: string, type: string, path: string, line?: number) =>
    new DocgenError({
      code: 'DG004',
      title: 'Unknown navbar item type',
      message: `No NavbarItem component found for type "${type}" (at ${path}).`,
      hint: 'Use one of: default, dropdown, localeDropdown, search, html, doc, docSidebar, docsVersion, docsVersionDropdown.',
      location: { file, line },
    }),
  navbarSidebarEmpty: (file: string, sidebarId: string, path: string) =>
    new DocgenError({
      code: 'DG005',
      title: 'A docs-sidebar navbar item has nothing to link to',
      message: `The navbar item at ${path} links to sidebar "${sidebarId}", but that sidebar has no docs.`,
      hint: `Add markdown files under docs/${sidebarId}/, or point the item at an existing sidebar.`,
      location: { file },
    }),
  navbarItemRenderFailed: (file: string, path: string, cause: unknown) =>
    new DocgenError({
      code: 'DG006',
      title: 'A navbar item failed to render',
      message: `The navbar item at ${path} could not be rendered.`,
      hint: 'A navbar item is probably misconfigured: check its type and fields (doc items need an existing docId).',
      location: { file },
      cause,
    }),
  customCssFailed: (file: string, reason: string, cause?: unknown) =>
    new DocgenError({
      code: 'DG007',
      title: 'A custom stylesheet could not be bundled',
      message: reason,
      hint: 'Check the paths in `customCss` of site.config.ts (relative to the site folder) and the files they point at.',
      location: { file },
      cause,
    }),
  frontmatterInvalid: (file: string, message: string, line?: number, column?: number, frame?: string) =>
    new DocgenError({
      code: 'DG010',
      title: 'Invalid frontmatter',
      message,
      hint: 'Frontmatter is the YAML block between the two `---` lines at the top of the file.',
      location: { file, line, column },
      frame,
    }),
  categoryInvalid: (file: string, message: string, line?: number) =>
    new DocgenError({
      code: 'DG011',
      title: 'Invalid category metadata',
      message,
      hint: '_category.yml takes `label` (text), `position` (number) and optional `description`.',
      location: { file, line },
    }),
  markdownFailed: (file: string, cause: unknown, line?: number) =>
    new DocgenError({
      code: 'DG030',
      title: 'A markdown page could not be rendered',
      message: `Rendering ${file} failed.`,
      hint: 'Check the markdown around the line shown (directives and code fences are the usual suspects).',
      location: { file, line },
      cause,
    }),
  widgetUnknown: (file: string, name: string, known: string[], line?: number) =>
    new DocgenError({
      code: 'DG031',
      title: 'Unknown widget directive',
      message: `The directive "::${name}" does not name a widget.`,
      hint: `Known widgets: ${known.join(', ')}.`,
      location: { file, line },
    }),
  widgetPropsInvalid: (file: string, name: string, problem: string, line?: number) =>
    new DocgenError({
      code: 'DG032',
      title: 'Invalid widget properties',
      message: `The "${name}" widget: ${problem}`,
      hint: 'Directive attributes are written {key="value" other=12}.',
      location: { file, line },
    }),
  specUnreadable: (file: string, cause: unknown) =>
    new DocgenError({
      code: 'DG040',
      title: 'An OpenAPI document could not be read',
      message: `${file} is not valid JSON or YAML, or could not be opened.`,
      hint: 'Check the file exists at the path given in site.config.ts (api.services[].spec) and parses as YAML/JSON.',
      location: { file },
      cause,
    }),
  specInvalid: (file: string, problems: string[], pointer?: string, position?: { line: number; column?: number }, frame?: string) =>
    new DocgenError({
      code: 'DG041',
      title: 'An OpenAPI document is invalid',
      message: problems.join('\n'),
      hint: 'Fix the document at the JSON pointer shown; each problem names the field and what is wrong.',
      location: { file, pointer, line: position?.line, column: position?.column },
      frame,
    }),
  specUnsupported: (file: string, found: string) =>
    new DocgenError({
      code: 'DG042',
      title: 'Unsupported API description format',
      message: `${file} is ${found}; docgen renders OpenAPI 3.0 and 3.1 documents.`,
      hint: 'Convert Swagger 2.0 documents to OpenAPI 3 (for example with swagger2openapi), then point the service at the result.',
      location: { file },
    }),
  brokenLinks: (links: string[]) =>
    new DocgenError({
      code: 'DG050',
      title: 'Broken links',
      message: links.join('\n'),
      hint: 'Fix or remove each link; a link in markdown to another page should point at its .md file.',
    }),
  outputNotWritable: (dir: string, cause: unknown) =>
    new DocgenError({
      code: 'DG060',
      title: 'The output folder could not be written',
      message: `Writing the site to ${dir} failed; the previous output was left as it was.`,
      hint: 'Check the folder is writable and the disk has space.',
      location: { file: dir },
      cause,
    }),
  portInUse: (port: number) =>
    new DocgenError({
      code: 'DG070',
      title: 'The port is already in use',
      message: `Another program is listening on port ${port}, so docgen did not start (nothing was built).`,
      hint: 'Stop that program, or pass another port with --port.',
    }),
  outputMissing: (dir: string) =>
    new DocgenError({
      code: 'DG071',
      title: 'Nothing has been built yet',
      message: `${dir} does not exist or has no index.html.`,
      hint: 'Run `docgen build` first, or use `docgen serve --watch`, which builds before serving.',
      location: { file: dir },
    }),
  outputFolderRefused: (dir: string, reason: string, hint: string) =>
    new DocgenError({
      code: 'DG061',
      title: 'This output folder would overwrite your sources',
      message: `${reason} docgen replaces its output folder with each build, so building there would delete files you wrote. Nothing was changed.`,
      hint,
      location: { file: dir },
    }),
  outputFolderForeign: (dir: string) =>
    new DocgenError({
      code: 'DG062',
      title: 'The output folder holds files docgen did not write',
      message: `${dir} exists, is not empty and has no ${'.docgen-output.json'} marker, so it was not written by docgen. docgen replaces the whole output folder and never deletes files it did not create. Nothing was changed.`,
      hint: 'Delete the folder yourself if you no longer need it (an output of an older docgen, from before the marker, needs this once), or choose another folder with --out.',
      location: { file: dir },
    }),
  outputFolderNotAFolder: (dir: string) =>
    new DocgenError({
      code: 'DG063',
      title: 'The output path is not a folder',
      message: `${dir} is a file or a symbolic link, not a folder. Nothing was changed.`,
      hint: 'Choose a folder with --out (it is created when missing).',
      location: { file: dir },
    }),
  outputFolderBusy: (dir: string, pid: number, lock: string) =>
    new DocgenError({
      code: 'DG064',
      title: 'Another build of this output folder is still running',
      message: `Process ${pid} is building into ${dir} (it holds ${lock}); docgen waited for it and gave up.`,
      hint: 'Wait for that build to finish, or stop it. A lock left by a build that no longer runs is taken over automatically.',
      location: { file: dir },
    }),
  outputLeftoverUnknown: (file: string) =>
    new DocgenError({
      code: 'DG065',
      title: 'A folder with a name docgen uses was not written by docgen',
      message: `${file} is where docgen keeps the next or previous build while it swaps them, but it holds files without docgen's marker. docgen does not delete what it did not create.`,
      hint: 'Move or delete that folder yourself, then build again.',
      location: { file },
    }),
  configTimedOut: (file: string, milliseconds: number) =>
    new DocgenError({
      code: 'DG066',
      title: 'The site configuration never finished loading',
      message: `${file} was still running after ${milliseconds / 1000} s: a top-level await that never settles, or a slow network call, keeps it from exporting the configuration.`,
      hint: 'The configuration should only build an object. Remove the await that waits forever (set DOCGEN_CONFIG_TIMEOUT_MS to allow more time).',
      location: { file },
    }),
  portNotAllowed: (port: number, host: string) =>
    new DocgenError({
      code: 'DG072',
      title: 'Not allowed to listen on this port',
      message: `The system refused to let docgen listen on ${host}:${port}.`,
      hint: 'Ports below 1024 need special rights: pass a higher port with --port (the default is 3000), or check --host names an address of this machine.',
    }),
  markdownTooComplex: (file: string, reason: string, line?: number) =>
    new DocgenError({
      code: 'DG100',
      title: 'A markdown page is too complex to render',
      message: `${reason} Such input makes the markdown parser take minutes or run out of stack, so docgen stops here.`,
      hint: 'Flatten the nesting or split the block; if the page is generated, check the generator.',
      location: { file, line },
    }),
  // Errors that name their source (issue 8): DG110-DG119.
  pagesShareUrl: (url: string, first: string, second: string, location?: SourceLocation) =>
    new DocgenError({
      code: 'DG110',
      title: 'Two pages want the same URL',
      message: `Both of these produce the page ${url}:\n  ${first}\n  ${second}`,
      hint: 'Rename one of the files, or give one of them another `slug` in its frontmatter (or another `route` in site.config.ts).',
      location,
    }),
  serviceKeyDuplicate: (file: string, key: 'id' | 'route', value: string, first: number, second: number, line?: number) =>
    new DocgenError({
      code: 'DG111',
      title: 'Two API services share a key',
      message: `api.services[${first}] and api.services[${second}] both have ${key} "${value}"${key === 'route' ? ' (their pages would overwrite each other)' : ''}.`,
      hint: `Give each service its own \`${key}\`${key === 'route' ? ' (a service without `route` lives at /api/{id})' : ''}.`,
      location: { file, line },
    }),
  slugLeavesSite: (file: string, slug: string, problem: string, line?: number) =>
    new DocgenError({
      code: 'DG112',
      title: 'A page slug leaves the site',
      message: `The frontmatter slug "${slug}" ${problem}.`,
      hint: "A slug is a plain URL path inside the site, such as `/guides/setup` or `setup` (relative to the file's folder).",
      location: { file, line },
    }),
  serviceRouteInvalid: (file: string, at: string, route: string, problem: string, line?: number) =>
    new DocgenError({
      code: 'DG113',
      title: 'An API service route leaves the site',
      message: `${at} is "${route}", which ${problem}.`,
      hint: 'A service route is a plain path inside the site, such as `/api/billing`: letters, digits, `-`, `_`, `.` and `~` between slashes.',
      location: { file, line },
    }),
  brokenLinksFrom: (links: { where: string; text: string }[], first: SourceLocation | undefined) =>
    new DocgenError({
      code: 'DG114',
      title: 'Broken links',
      message: links.map((link) => `${link.where}: ${link.text}`).join('\n'),
      hint: 'Fix or remove each link at the place shown; a link in markdown to another page should point at its .md file.',
      location: first,
    }),
  defaultLocaleUnknown: (file: string, value: string, locales: readonly string[], line?: number) =>
    new DocgenError({
      code: 'DG115',
      title: 'The default locale is not one of the locales',
      message: `i18n.defaultLocale is "${value}", but i18n.locales is [${locales.map((locale) => `"${locale}"`).join(', ')}].`,
      hint: `Set i18n.defaultLocale to one of ${locales.map((locale) => `"${locale}"`).join(', ')}, or add "${value}" to i18n.locales.`,
      location: { file, line },
    }),
  operationIdDuplicate: (file: string, operationId: string, firstPointer: string, secondPointer: string) =>
    new DocgenError({
      code: 'DG116',
      title: 'Two operations share an operationId',
      message: `The operations at ${firstPointer} and ${secondPointer} both have operationId "${operationId}"; an OpenAPI document needs each operationId once.`,
      hint: 'Rename one of the operationIds (links to its page change with it).',
      location: { file, pointer: secondPointer },
    }),
} satisfies Record<string, (...args: never[]) => DocgenError>;

export type { SourceLocation };
