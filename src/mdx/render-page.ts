import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ErrorContext } from '../errors/catalogue.js';
import { errors } from '../errors/catalogue.js';
import type { MdxModule } from './bundle-pages.js';
import { MdxPageContextProvider, providedComponents, type MdxPageContext } from './provided-components.js';
import { withCodeTranslations } from './docusaurus-translate.js';

/**
 * Renders an MDX page's content to HTML on the server, with the page's context (islands
 * of provided widgets). React writes the HTML; tokens of raw HTML are restored by the caller.
 */
export function renderMdxContent(module: MdxModule, page: MdxPageContext, props: Record<string, unknown> = {}): string {
  // The locale's code.json is read by `translate()` during the render (docusaurus-translate.tsx).
  return withCodeTranslations(page.codeTranslations, () =>
    renderToStaticMarkup(createElement(MdxPageContextProvider.Provider, { value: page }, createElement(module.default, props))),
  );
}

/** Where a rendering error happened in the page, as the development runtime reports it. */
export interface RenderFailure {
  error: unknown;
  /** The component that threw, when known. */
  component?: string;
  /** Line and column in the body (frontmatter not counted), when known. */
  line?: number;
  column?: number;
}

/** A failure of the development re-run: the line from MDX's message or from the component's wrapper. */
export function locateFailure(error: unknown): RenderFailure {
  const message = error instanceof Error ? error.message : '';
  const referenced = /referenced in your code at `(\d+):(\d+)/.exec(message);
  if (referenced) return { error, line: Number(referenced[1]), column: Number(referenced[2]) };
  const located = error as { mdxSource?: { lineNumber?: number; columnNumber?: number }; mdxComponent?: string } | null;
  const source = located?.mdxSource;
  return { error, component: located?.mdxComponent || undefined, line: source?.lineNumber, column: source?.columnNumber };
}

/** The catalogue's error for a page that failed to render: an undefined component, or one that threw. */
export function renderError(file: string, lineOffset: number, failure: RenderFailure): Error {
  const { error } = failure;
  const where: ErrorContext = { file, line: failure.line === undefined ? undefined : failure.line + lineOffset, column: failure.column };
  const message = error instanceof Error ? error.message : String(error);
  const missing = /^Expected (?:component|object) `([^`]+)` to be defined/.exec(message);
  if (missing) return errors.mdxComponentUnknown(where, missing[1]!, Object.keys(providedComponents));
  const what = failure.component ? `The component <${failure.component}>` : 'The page or one of its components';
  return errors.mdxComponentFailed({ ...where, cause: error }, `${what} threw while the page was rendered`);
}
