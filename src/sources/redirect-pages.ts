import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/validate.js';
import { configLine } from '../variants/config-lines.js';
import { messagesFor, type Messages } from '../i18n/messages.js';
import { redirectPageHtml } from '../render/redirect-page.js';
import { planRedirects, redirectHref, type PlannedRedirect } from '../routes/redirect-plan.js';
import type { PageSource, SiteView } from '../core/page-source.js';
import type { OutputFiles } from '../core/output.js';
import type { RedirectInput } from '../core/route.js';
import type { SourceModule } from './source-module.js';

/** Id of the source of redirect pages. */
export const REDIRECTS_SOURCE_ID = 'redirects';

/** The config's `redirects` as redirect inputs, each `from` with its key and line. */
export function configRedirects(config: ResolvedConfig): RedirectInput[] {
  return config.redirects.flatMap((rule, index) => {
    const froms = typeof rule.from === 'string' ? [rule.from] : rule.from;
    return froms.map((from, position) => {
      const key = typeof rule.from === 'string' ? ['redirects', index, 'from'] : ['redirects', index, 'from', position];
      const what = typeof rule.from === 'string' ? `redirects[${index}].from` : `redirects[${index}].from[${position}]`;
      return { from, to: rule.to, origin: { file: config.configFile, line: configLine(config, key), what } };
    });
  });
}

/**
 * The redirects of the whole site as a source without pages of its own: it declares the
 * config's `redirects` beside the routes (every source may declare redirects of its pages,
 * as the docs do with frontmatter `redirect_from`), checks them all against the frozen
 * table once it is known (an address taken, a target that is no page: the build stops
 * before any page renders), and adds a redirect page at each old address to the output.
 */
export function createRedirectsSource(config: ResolvedConfig, catalogues: Promise<ReadonlyMap<string, Messages>>): PageSource {
  let planned: PlannedRedirect[] = [];
  let site: SiteView | undefined;
  let words: ReadonlyMap<string, Messages> = new Map();
  return {
    id: REDIRECTS_SOURCE_ID,
    routes: () => ({ routes: [], sidebars: [], redirects: configRedirects(config) }),
    async prepare(view) {
      site = view;
      // A file of static/ at an old address would be written over its redirect page.
      const ownFile = (outPath: string) => existsSync(path.join(config.root, 'static', outPath));
      planned = planRedirects(view.redirects ?? [], view.routes, ownFile);
      words = await catalogues;
      return [];
    },
    page(route) {
      throw new Error(`the redirects source has no pages (asked for ${route.path})`);
    },
    files(): OutputFiles {
      const files: OutputFiles = new Map();
      if (!site) return files;
      const { variants } = site;
      for (const redirect of planned) {
        const locale =
          variants.locales.find((candidate) => candidate.code === redirect.locale) ??
          (redirect.target ? variants.of(redirect.target).locale : variants.default.locale);
        const href = redirectHref(redirect, site.address);
        const html = redirectPageHtml({
          href,
          canonical: redirect.target ? site.address.absolute(redirect.target.path) : redirect.to,
          label: redirect.target?.title || href,
          messages: words.get(locale.code) ?? messagesFor(locale.code),
          lang: locale.htmlLang,
          dir: locale.direction,
        });
        files.set(redirect.outPath, html);
      }
      return files;
    },
  };
}

/** The site's redirects as a source module (src/sources/registry.ts). */
export const redirectPages: SourceModule = {
  family: REDIRECTS_SOURCE_ID,
  load: ({ config, catalogues }) => [createRedirectsSource(config, catalogues)],
};
