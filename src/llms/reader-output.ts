import { messagesFor, type Messages } from '../i18n/messages.js';
import type { Diagnostic, OutputFiles, OutputPart } from '../core/output.js';
import type { SiteView, SourcePage } from '../core/page-source.js';
import { firstSentence } from '../openapi/page-data.js';
import { sidebarById, sidebarsOfVariant } from '../routes/sidebar.js';
import type { SiteVariant } from '../variants/variants.js';
import { buildLlmsTxt, type LlmsSection } from './llms-txt.js';
import { hasCleanOutput, LLMS_FILES, llmsOutPath, markdownOutPath, markdownRoute } from './markdown-paths.js';
import { inSiteOrder } from './site-order.js';
import type { Route } from '../core/route.js';
import type { LlmsLink } from '../core/page.js';

/** What llms.txt keeps of a page while the rest of the site renders: a few short strings. */
export interface ReaderEntry {
  path: string;
  title: string;
  description?: string;
  section: string;
  optional: LlmsLink[];
}

export interface ReaderOutput {
  /**
   * A page's markdown twin, its output file, its address for the page's head and its
   * line for llms.txt (`entry`, to `note`), or undefined when the page has none. The
   * caller puts the twin into the output (after the page, so the output lists pages first).
   */
  twin(route: Route, page: SourcePage): { outPath: string; href: string; markdown: string; entry?: ReaderEntry } | undefined;
  /**
   * Keeps a page's line for llms.txt. Notes are taken in the order pages are given here
   * (the site's route order), wherever the page rendered; a page noted again (`serve
   * --watch`) keeps its place.
   */
  note(route: Route, entry: ReaderEntry): void;
  /**
   * Writes llms.txt (and llms-full.txt) for every version and locale, once every page and
   * static file is in; a site's own files in static/ are kept. Returns warnings: a static
   * file that replaced a page's twin.
   */
  finish(files: OutputFiles, catalogues: ReadonlyMap<string, Messages>, written?: ReadonlySet<string>): Diagnostic[];
  /**
   * Keeps the lines of these routes alone, in their order, as a build of them notes them
   * (`serve --watch` after routes were added, moved or removed).
   */
  follow(routes: readonly Route[]): void;
}

/**
 * The pages for AI readers, gathered as the site renders: each page's twin goes into the
 * output at once (nothing else keeps it), and llms-full.txt is written from those same
 * strings at write time, so no second copy of the site's text is built in memory.
 */
export function createReaderOutput(site: SiteView): ReaderOutput {
  const { config, address } = site;
  // By variant, then page: a page rendered again (`serve --watch`) takes its old entry's place.
  const byVariant = new Map<string, Map<string, ReaderEntry>>();
  return {
    twin(route, page) {
      const twinAt = twinAddress(site, route);
      if (!twinAt || !page.reader) return undefined;
      const reader = page.reader();
      if (!reader) return undefined;
      const variant = site.variants.of(route);
      const sidebar = sidebarById(sidebarsOfVariant(site.sidebars, variant.key), route.sidebarId);
      const entry: ReaderEntry = {
        path: route.path,
        title: route.title,
        description:
          reader.description ??
          page.head.description ??
          (page.search?.sections[0]?.text ? firstSentence(page.search.sections[0].text) : undefined),
        section: reader.section ?? page.search?.group ?? sidebar?.label ?? config.title,
        optional: reader.optional ?? [],
      };
      return { ...twinAt, markdown: reader.markdown, entry };
    },
    note(route, entry) {
      const variant = site.variants.of(route);
      if (!byVariant.has(variant.key)) byVariant.set(variant.key, new Map());
      byVariant.get(variant.key)!.set(route.path, entry);
    },
    follow(routes) {
      for (const [key, pages] of byVariant)
        byVariant.set(key, new Map(routes.flatMap((route) => (pages.has(route.path) ? [[route.path, pages.get(route.path)!]] : []))));
    },
    finish(files, catalogues, written = new Set()) {
      if (!config.llms.enabled) return [];
      const entries = new Map([...byVariant].map(([key, pages]) => [key, [...pages.values()]]));
      const warnings = replacedTwins([...entries.values()].flat(), files);
      for (const variant of site.variants.all) {
        const pages = entries.get(variant.key);
        if (!pages?.length) continue;
        const ordered = inSiteOrder(pages, sidebarsOfVariant(site.sidebars, variant.key), variant.prefix || '/');
        const messages = catalogues.get(variant.locale.code) ?? messagesFor(variant.locale.code);
        const fullText = llmsOutPath(variant.prefix, LLMS_FILES.fullText);
        const optional = ordered.flatMap((page) => page.optional);
        if (config.llms.fullText) {
          optional.unshift({
            title: LLMS_FILES.fullText,
            url: address.absolute(`/${fullText}`),
            description: messages.format('llms.fullText'),
          });
          // A site's own llms-full.txt in static/ is kept too.
          if (!files.has(fullText))
            files.set(fullText, { parts: ordered.flatMap((page, index) => fullTextParts(page, index, files, written)) });
        }
        if (variant.isDefault)
          optional.push(...otherVariants(site, messages, (other) => Boolean(entries.get(other.key)?.length) || files.has(indexOf(other))));
        // A site's own llms.txt in static/ is kept, like its robots.txt.
        const index = indexOf(variant);
        if (files.has(index)) continue;
        files.set(
          index,
          buildLlmsTxt({
            title: config.title,
            summary: config.tagline,
            sections: sectionsOf(ordered, (path) => address.absolute(markdownRoute(path))),
            optional,
          }),
        );
      }
      return warnings;
    },
  };
}

/**
 * Where a route's twin goes and its address, when the site has twins and the route a
 * clean output and is listed (an unlisted page has no twin); the twin may still be none.
 */
export function twinAddress(site: Pick<SiteView, 'config' | 'address'>, route: Route): { outPath: string; href: string } | undefined {
  if (!site.config.llms.enabled || route.unlisted || !hasCleanOutput(route)) return undefined;
  return { outPath: markdownOutPath(route.path), href: site.address.href(markdownRoute(route.path), 'file') };
}

/** Pages grouped by section, sections in the order of their first page. */
function sectionsOf(pages: readonly ReaderEntry[], urlOf: (path: string) => string): LlmsSection[] {
  const sections = new Map<string, LlmsSection>();
  for (const page of pages) {
    if (!sections.has(page.section)) sections.set(page.section, { name: page.section, links: [] });
    sections.get(page.section)!.links.push({ title: page.title, url: urlOf(page.path), description: page.description });
  }
  return [...sections.values()];
}

/** A site's own file in static/ at a twin's path is kept, so that page's twin is not in llms-full.txt: say so. */
function replacedTwins(pages: readonly ReaderEntry[], files: OutputFiles): Diagnostic[] {
  return pages.flatMap((page) => {
    const path = markdownOutPath(page.path);
    const file = files.get(path);
    if (!file || typeof file !== 'object' || !('copyFrom' in file)) return [];
    return [
      {
        severity: 'warning' as const,
        file: file.copyFrom,
        message: `static/${path} is copied over the markdown twin docgen makes of the page ${page.path}, so llms-full.txt leaves that page out. Rename or remove the file to keep the twin.`,
      },
    ];
  });
}

/**
 * A page's twin in llms-full.txt, after a separator: the same string as its own file, or
 * that file itself when it was written as the page rendered.
 */
function fullTextParts(page: ReaderEntry, index: number, files: OutputFiles, written: ReadonlySet<string>): OutputPart[] {
  const path = markdownOutPath(page.path);
  const markdown = files.get(path);
  if (typeof markdown !== 'string' && !(markdown === undefined && written.has(path))) return [];
  return [index === 0 ? '' : '\n---\n\n', markdown ?? { written: path }];
}

const indexOf = (variant: SiteVariant) => llmsOutPath(variant.prefix, LLMS_FILES.index);

/**
 * The llms.txt of every other version and locale that has one (`hasIndex`: pages of its
 * own, or the site's own file), listed in the default one: a variant without pages gets
 * no file, and no dead link.
 */
export function otherVariants(
  site: Pick<SiteView, 'variants' | 'address'>,
  messages: Messages,
  hasIndex: (variant: SiteVariant) => boolean,
): LlmsLink[] {
  return site.variants.all
    .filter((variant: SiteVariant) => !variant.isDefault && hasIndex(variant))
    .map((variant) => ({
      title: `${LLMS_FILES.index} (${variant.version.label}, ${variant.locale.label})`,
      url: site.address.absolute(`/${indexOf(variant)}`),
      description: messages.format('llms.variant', { version: variant.version.label, locale: variant.locale.label }),
    }));
}
