// The manual's one sidebar, in reading order: from a first site to the references
// generated from the code. Each entry is a doc id (its path in docs/, without `.md`).
export default {
  manual: [
    'index',
    'getting-started',
    {
      type: 'category',
      label: 'Writing pages',
      link: { type: 'doc', id: 'writing-pages/index' },
      items: ['writing-pages/sidebars-and-categories', 'writing-pages/mdx', 'writing-pages/code-diagrams-math'],
    },
    {
      type: 'category',
      label: 'Components',
      link: { type: 'doc', id: 'components/index' },
      items: ['components/site-components', 'components/widgets-and-search'],
    },
    {
      type: 'category',
      label: 'The API reference',
      link: { type: 'doc', id: 'api-reference/index' },
      items: [
        'api-reference/operation-pages',
        'api-reference/webhooks-and-models',
        'api-reference/mock-server',
        'api-reference/lenient-and-strict',
        'api-reference/large-documents',
      ],
    },
    'versions-and-locales',
    'edit-links-and-redirects',
    'reader-features',
    'plugins',
    'configuration',
    'cli',
    'dev-server',
    'deployment',
    'moving-from-docusaurus',
    'llms',
    'security',
    'accessibility',
    {
      type: 'category',
      label: 'Performance',
      link: { type: 'doc', id: 'performance/index' },
      items: ['performance/build-cache', 'performance/api-pages', 'performance/threads'],
    },
    'package',
    'contributing',
    'architecture',
    {
      type: 'category',
      label: 'Reference',
      collapsed: false,
      items: ['reference/configuration', 'reference/cli', 'reference/errors', 'reference/messages'],
    },
  ],
};
