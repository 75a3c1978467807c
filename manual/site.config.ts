import { defineConfig } from 'docgen-cli';

// docgen's manual, built by docgen itself: `npm run manual` (from the repository's root)
// checks the generated references, builds this site into manual/build and checks every
// link. It is published on the repository's GitHub Pages, a project page: hence the
// base URL and trailingSlash (GitHub Pages redirects /x to /x/). Errors printed by the
// CLI link its error reference there (src/errors/manual-url.ts; a test keeps the two in step).
export default defineConfig({
  title: 'docgen',
  tagline: 'The manual of docgen, a static documentation-site generator for API platforms.',
  url: 'https://docgen-dev.github.io',
  baseUrl: '/docgen/',
  trailingSlash: true,
  favicon: '/favicon.svg',
  navbar: {
    title: 'docgen',
    items: [
      { type: 'doc', docId: 'getting-started', label: 'Getting started', position: 'left' },
      { type: 'docSidebar', sidebarId: 'manual', label: 'Manual', position: 'left' },
      { type: 'doc', docId: 'reference/configuration', label: 'Reference', position: 'left', activeBasePath: '/reference/' },
      { type: 'search', position: 'right' },
      { href: 'https://github.com/docgen-dev/docgen', label: 'GitHub', position: 'right' },
    ],
  },
  footer: {
    links: [
      {
        title: 'Manual',
        items: [
          { label: 'Getting started', to: '/getting-started' },
          { label: 'Deployment', to: '/deployment' },
          { label: 'Moving from Docusaurus', to: '/moving-from-docusaurus' },
        ],
      },
      {
        title: 'Reference',
        items: [
          { label: 'Configuration', to: '/reference/configuration' },
          { label: 'CLI', to: '/reference/cli' },
          { label: 'Errors', to: '/reference/errors' },
        ],
      },
      {
        title: 'Project',
        items: [
          { label: 'Repository', href: 'https://github.com/docgen-dev/docgen' },
          { label: 'Issues', href: 'https://github.com/docgen-dev/docgen/issues' },
          { label: 'Contributing', to: '/contributing' },
        ],
      },
    ],
    copyright: '© {year} docgen contributors. MIT licence.',
  },
});
