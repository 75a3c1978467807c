import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type Pluggable } from 'unified';
import { VFile } from 'vfile';
import { createMarkdownRenderer, type MarkdownOptions, type MarkdownRenderer } from '../../src/markdown/processor.js';
import '../../src/markdown/types.js';
import { escapeAttribute } from '../../src/util/html.js';

export interface PluginRun {
  html: string;
  file: VFile;
}

/**
 * Runs markdown through parse (+ GFM and directives) -> the given remark plugins ->
 * remark-rehype -> the given rehype plugins -> HTML, so that one plugin can be tested on
 * its own without the rest of the pipeline.
 */
export async function runPlugins(
  markdown: string,
  plugins: { remark?: Pluggable[]; rehype?: Pluggable[] },
  data: { sourcePath?: string; lineOffset?: number; path?: string } = {},
): Promise<PluginRun> {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(plugins.remark ?? [])
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(plugins.rehype ?? [])
    .use(rehypeStringify, { allowDangerousHtml: true });
  const file = new VFile({ path: data.path ?? '/site/docs/guides/page.md', value: markdown });
  file.data.sourcePath = data.sourcePath ?? 'guides/page.md';
  file.data.lineOffset = data.lineOffset ?? 0;
  const result = await processor.process(file);
  return { html: String(result), file: result };
}

/** The docs every markdown test site knows, by path relative to docs/. */
export const KNOWN_DOCS: Record<string, string> = {
  'guides/overview.md': '/guides/overview',
  'guides/setup/install.md': '/guides/setup/install',
  'guides/setup/configure.md': '/guides/setup/configure',
  'reference/api.md': '/reference/api',
  'index.md': '/',
};

/**
 * A stand-in for the widget renderer: deterministic, small markup with the widget name
 * and the props it received, so tests see exactly what the directive produced.
 */
export function fakeWidget(name: string, props: Record<string, unknown>): string {
  const json = escapeAttribute(JSON.stringify(props));
  return `<docgen-island data-widget="${name}" data-props="${json}"></docgen-island>`;
}

/** The full markdown renderer of a build, wired to {@link KNOWN_DOCS} and {@link fakeWidget}. */
export function testRenderer(extra: Partial<MarkdownOptions> = {}): MarkdownRenderer {
  return createMarkdownRenderer({
    routeForDoc: (relativePath) => KNOWN_DOCS[relativePath],
    directives: { qrcode: 'qr-code' },
    renderWidget: fakeWidget,
    ...extra,
  });
}
