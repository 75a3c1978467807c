import { defineConfig } from 'docgen-cli';

// The site's configuration. docgen checks every key when it loads this file; the README
// of docgen-cli lists them all under "Configuration reference".
export default defineConfig({
  // The site's name, shown in the navbar and in every page's title.
  title: '{{title}}',
  // One sentence about the site: the description of pages that have none.
  tagline: 'Guides and API reference.',
  // Where the site is published: canonical links and the sitemap use it.
  url: '{{url}}',
  // The path the site is served below: '/' at the root of the domain, '/docs/' below a path.
  baseUrl: '/',
  navbar: {
    title: '{{title}}',
    // A docSidebar item links to a section: a folder of docs/, or 'api' for the API reference.
    items: [
      { type: 'docSidebar', sidebarId: 'guides', label: 'Guides', position: 'left' },
      { type: 'docSidebar', sidebarId: 'api', label: 'API', position: 'left' },
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
          { label: 'API reference', to: '/api' },
        ],
      },
    ],
    // {year} becomes the current year.
    copyright: '© {year} {{title}}',
  },
  // The API reference, at /api: one service per OpenAPI document (3.0 or 3.1).
  api: {
    title: 'API reference',
    services: [{ id: 'tasks', label: 'Tasks API', spec: 'specs/tasks.yaml' }],
  },
});
