import { compile } from '@mdx-js/mdx';
import type { VFile } from 'vfile';
import { errors } from '../errors/catalogue.js';
import type { DocsPlugins } from '../markdown/processor.js';
import { escapeHeadingIds } from './escape-heading-ids.js';
import { remarkMdxClientDirectives } from '../components/mdx-client-directives.js';
import { remarkMdxHead } from './remark-mdx-head.js';

/** The module every MDX file gets its provided components from (see bundle-pages.ts). */
export const COMPONENTS_MODULE = 'docgen:mdx-components';

export interface CompileOptions {
  plugins: DocsPlugins;
  /** `md` for an imported `.md` file: markdown, no JSX. */
  format?: 'mdx' | 'md';
  /** The development JSX runtime: the line of each component, for the error re-run. */
  development?: boolean;
}

/**
 * Compiles one MDX file (its body, frontmatter removed) to an ES module with docgen's
 * markdown plugins: the same syntax, directives, links, headings and code as a `.md`
 * page, collected on `file.data` the same way. Returns the module's code.
 */
export async function compileMdx(file: VFile, options: CompileOptions): Promise<string> {
  if (options.format !== 'md') file.value = escapeHeadingIds(String(file.value));
  try {
    const compiled = await compile(file, {
      format: options.format ?? 'mdx',
      outputFormat: 'program',
      jsxImportSource: 'react',
      development: options.development ?? false,
      providerImportSource: COMPONENTS_MODULE,
      remarkPlugins: [remarkMdxClientDirectives, remarkMdxHead, ...options.plugins.remarkEarly, ...options.plugins.remarkLate],
      rehypePlugins: options.plugins.rehype,
    });
    return String(compiled.value);
  } catch (error) {
    if (!isParseMessage(error)) throw error;
    // MDX's positions count from the body: add the frontmatter's lines to point at the file.
    const offset = (file.data.lineOffset as number | undefined) ?? 0;
    const inReason = /\((\d+):(\d+)-\d+:\d+\)/.exec(error.reason);
    const line = error.line ?? (inReason ? Number(inReason[1]) : undefined);
    const column = error.column ?? (inReason ? Number(inReason[2]) : undefined);
    throw errors.mdxSyntax(
      { file: file.path, line: line === undefined ? undefined : line + offset, column },
      shiftLines(error.reason, offset),
    );
  }
}

/** A message of MDX's parser (a VFileMessage), which has the reason and place of the problem. */
function isParseMessage(error: unknown): error is { reason: string; line?: number; column?: number } {
  if (!(error instanceof Error) || (error.name !== 'VFileMessage' && !('reason' in error))) return false;
  const source = (error as { source?: string }).source ?? '';
  return /^(micromark|mdast-util|remark-mdx|acorn)/.test(source) || (error as { ruleId?: string }).ruleId === 'acorn';
}

/** `(4:1-4:6)` in MDX's message, as lines of the file. */
function shiftLines(reason: string, offset: number): string {
  return reason.replace(/\((\d+):(\d+)-(\d+):(\d+)\)/g, (_, l1: string, c1: string, l2: string, c2: string) => {
    return `(${Number(l1) + offset}:${c1}-${Number(l2) + offset}:${c2})`;
  });
}
