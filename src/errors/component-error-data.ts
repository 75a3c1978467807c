import { entry, quoted } from './error-entry.js';

/** Errors of the site's own components and template overrides (DG180-DG189). */
export const componentErrorData = {
  componentBuildFailed: entry({
    code: 'DG180',
    title: 'A component of the site could not be compiled',
    message: (name: string, problem: string) => `The component "${name}" could not be compiled: ${problem}`,
    hint: 'Fix the error at the line shown. A component file is TypeScript or JavaScript with JSX, and may import packages the site installs.',
    docs: "The site's components (files in `components/`, packages named in `components` of the configuration, overrides in `components/overrides/`) are compiled with esbuild, for the server and, when a page uses one interactively, for the browser. A syntax error or an import that cannot be found ends here, with the file and line.",
  }),
  componentNoDefaultExport: entry({
    code: 'DG181',
    title: 'A component file has no default export',
    message: (name: string, file: string) => `The component "${name}" (${file}) does not export a React component as default.`,
    hint: 'Write `export default function MyComponent(props) { ... }` in the file. Helpers that are not components go in a subfolder or in a file whose name starts with "_".',
    docs: 'Each file directly in `components/` is one component, named after the file, and must `export default` a React component (a function, or an object from `memo` or `forwardRef`) to be used by a directive or with `client:*`; a file without one is reported where a page uses it (an override, at once). Files whose names start with `_` and files in subfolders are helpers and are not components.',
  }),
  componentNameTaken: entry({
    code: 'DG182',
    title: 'Two components have the same name',
    message: (name: string, first: string, second: string) => `The component name "${name}" is used by both ${first} and ${second}.`,
    hint: 'Rename the file or the key in `components` of the configuration.',
    docs: "A component name is what a directive (`::name{}`) calls, so it must be unique: among the files of `components/`, the keys of `components` in the configuration, the engine's widget directives and the admonition types.",
  }),
  componentRenderFailed: entry({
    code: 'DG183',
    title: 'A component failed to render',
    message: (name: string, problem: string) => `The component "${name}" failed to render: ${problem}`,
    hint: 'The component threw while rendering with the props written on this line. Check the attribute names and values it expects.',
    docs: "A site's component threw while it was rendered on the server for a page. The message names the page and the line of the directive or element that uses it.",
  }),
  overrideRenderFailed: entry({
    code: 'DG187',
    title: "A site's override of a template component failed to render",
    message: (name: string, page: string, problem: string) => `The override of "${name}" failed to render the page ${page}: ${problem}`,
    hint: "The override threw while docgen rendered the page with it. Fix the component (its props are the built-in's, listed in the manual's \"The site's own components\", plus `Original`), or remove the file to use the built-in.",
    docs: 'A file in `components/overrides/` replaces a template component on every page that shows it. When the override throws while a page renders, the build stops with its file, the page and what it threw, as for any mistake of the site (not as a crash of docgen).',
  }),
  overrideUnknown: entry({
    code: 'DG184',
    title: 'An override names no template component',
    message: (file: string, name: string, _known: readonly string[]) =>
      `${file} overrides "${name}", which is not a component docgen lets a site replace.`,
    hint: (_file: string, _name: string, known: readonly string[]) =>
      `Name the file after one of: ${quoted(known)} (for example components/overrides/Footer.tsx).`,
    docs: 'A file in `components/overrides/` replaces the template component of the same name; the names that can be replaced are listed in the manual ("The site\'s own components").',
  }),
  componentPropsNotSerialisable: entry({
    code: 'DG185',
    title: 'An interactive component has props that cannot be sent to the browser',
    message: (name: string, problem: string) =>
      `The props of the interactive component "${name}" cannot be sent to the browser: ${problem}`,
    hint: 'Props of a component marked client:load, client:idle or client:visible must be JSON data (strings, numbers, booleans, null, arrays and plain objects). Functions, elements and class instances only work without client:*.',
    docs: 'An island is rendered on the server and hydrated in the browser with the same props, written into the page as JSON. A function, React element, Date or other non-JSON value cannot make that trip.',
  }),
  clientDirectiveInvalid: entry({
    code: 'DG186',
    title: 'An unknown or repeated client directive',
    message: (name: string, problem: string) => `"${name}": ${problem}`,
    hint: 'Use one of client:load (hydrate at once), client:idle (when the browser is idle) or client:visible (when it scrolls into view), once per use.',
    docs: "A component use is made interactive with exactly one of `client:load`, `client:idle` and `client:visible` (Astro's convention); other `client:` attributes are errors.",
  }),
};
