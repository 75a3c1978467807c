import { entry } from './error-entry.js';

/** Errors of MDX pages (DG170-DG179). */
export const mdxErrorData = {
  mdxSyntax: entry({
    code: 'DG170',
    title: 'An MDX page has a syntax error',
    message: (reason: string) => `MDX could not read this page: ${reason}`,
    hint: 'Fix the JSX, expression or import at the line shown. In MDX, `<` and `{` start JSX and expressions: write `\\<` and `\\{` for the characters themselves, and close every tag (`<br />`).',
    docs: 'The MDX compiler (@mdx-js/mdx) could not parse the page: an unclosed tag, an expression that is not JavaScript, an `import` that is not valid. The line counts the frontmatter.',
  }),
  mdxImportUnresolved: entry({
    code: 'DG171',
    title: 'An MDX or React page imports something that cannot be found',
    message: (detail: string) => `${detail}.`,
    hint: "Check the path of the import (relative to the file, with its extension for .mdx and .md files), or install the site's packages (`npm install` in the site folder: React pages of src/pages import them, as in Docusaurus).",
    docs: "An `import` of an MDX page, of a React page of `src/pages` (or a Docusaurus plugin's route component), or of a component one of them imports, names a file that does not exist or a package that is not installed in the site. Relative paths resolve from the importing file, `@site/` from the site folder, and packages from the site’s `node_modules`.",
  }),
  mdxComponentFailed: entry({
    code: 'DG172',
    title: 'A component of an MDX or React page failed to render',
    message: (what: string) => `${what} (the error is below).`,
    hint: 'The component threw while rendering on the server: check the props the page gives it at the line shown, and that it does not use browser APIs (window, document) while rendering.',
    docs: "A component used by an MDX page (imported or provided), or a React page of `src/pages` or a plugin's route component, threw an error while it was rendered to HTML. The line is where the page uses the component, when it can be found; the cause is printed below.",
  }),
  mdxComponentUnknown: entry({
    code: 'DG173',
    title: 'An MDX page uses a component that is not defined',
    message: (component: string, available: readonly string[]) =>
      `<${component}> is neither imported by the page nor provided by docgen (provided: ${available.join(', ') || 'none'}).`,
    hint: (component: string) =>
      `Import it at the top of the page (import ${component} from './${component}.tsx';), or fix its name: names are case-sensitive.`,
    docs: 'An MDX page uses a component (a capitalised tag such as `<Chart>`) that it does not import and that is not one of the components docgen provides to every page.',
  }),
  mdxBundleFailed: entry({
    code: 'DG174',
    title: 'The code of an MDX page could not be bundled',
    message: (detail: string) => `${detail}.`,
    hint: 'Fix the component or module at the line shown.',
    docs: 'esbuild could not bundle an MDX page with the modules it imports, for a reason other than a missing import: a syntax error in a component file, for example.',
  }),
};
