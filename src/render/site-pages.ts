import type { PageSource } from '../pipeline/page-source.js';
import { notFoundPage } from './docs-pages.js';

/** Pages every site has whatever its content: the 404 page. */
export function createSitePagesSource(): PageSource {
  return {
    id: 'site',
    routes: () => ({
      routes: [
        { path: '/404', kind: 'not-found', origin: { file: '(generated)', what: 'the 404 page' }, ref: '404', title: 'Page Not Found' },
      ],
      sidebars: [],
    }),
    page: notFoundPage,
  };
}
