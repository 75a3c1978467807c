import type { PageSource } from '../core/page-source.js';
import type { SiteVariants } from '../variants/variants.js';
import type { SourceModule } from './source-module.js';
import { notFoundPage } from './docs/docs-pages.js';

/** Pages every site has whatever its content: the 404 page, one per locale. */
export function createSitePagesSource(variants: SiteVariants): PageSource {
  const last = variants.default.version.name;
  return {
    id: 'site',
    routes: () => ({
      routes: variants.locales.map((locale) => {
        const prefix = locale.path ? `/${locale.path}` : '';
        return {
          path: `${prefix}/404`,
          // Static hosts look for 404.html (and per folder, for a locale's own).
          outPath: `${prefix.slice(1)}${prefix ? '/' : ''}404.html`,
          kind: 'not-found',
          origin: { file: '(generated)', what: `the 404 page${locale.isDefault ? '' : ` in ${locale.code}`}` },
          ref: '404',
          title: 'Page Not Found',
          version: last,
          locale: locale.code,
        };
      }),
      sidebars: [],
    }),
    page: notFoundPage,
  };
}

/** The site's own pages as a source module (src/sources/registry.ts). */
export const sitePages: SourceModule = {
  family: 'site',
  load: ({ variants }) => [createSitePagesSource(variants)],
};
