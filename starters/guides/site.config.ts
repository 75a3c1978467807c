import { defineConfig } from 'docgen-cli';

// The site's configuration. docgen checks every key when it loads this file; the manual
// lists them all: https://docgen-dev.github.io/docgen/reference/configuration/
export default defineConfig({
  // The site's name, shown in the navbar and in every page's title.
  title: '{{title}}',
  // One sentence about the site: the description of pages that have none.
  tagline: 'Guides and how-tos.',
  // Where the site is published: canonical links and the sitemap use it. On GitHub Pages,
  // https://<owner>.github.io (or your custom domain).
  url: '{{url}}',
  // The path the site is served below: '/' at the root of the domain, '/docs/' below a path.
  // The GitHub Pages workflow (.github/workflows/docs.yml) builds for /<repository>/ itself.
  baseUrl: '/',
  // Links end in '/': GitHub Pages (where the workflow deploys) serves /guides/x at
  // /guides/x/ and redirects to it. Set false on a host that serves /guides/x as it is.
  trailingSlash: true,
  // The icon browsers show in the tab: a file of static/.
  favicon: '/favicon.svg',
  navbar: {
    title: '{{title}}',
    // A docSidebar item links to a section: a folder of docs/ with its own sidebar.
    items: [
      { type: 'docSidebar', sidebarId: 'guides', label: 'Guides', position: 'left' },
      { type: 'search', position: 'right' },
    ],
  },
  footer: {
    // Columns of links: `to` for a page of this site, `href` for another site.
    links: [
      {
        title: 'Docs',
        items: [
          { label: 'Getting started', to: '/guides/getting-started' },
          { label: 'Writing pages', to: '/guides/writing-pages' },
        ],
      },
    ],
    // {year} becomes the current year.
    copyright: '© {year} {{title}}',
  },
});
