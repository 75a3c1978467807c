/**
 * The Docusaurus modules a page of src/pages may import and still run in the browser:
 * by module path (without `@`), each export's name in widgets/docusaurus-page.tsx. A page
 * that imports another (`@theme/CodeBlock`, rendered on the server only) is HTML only.
 */
export const CLIENT_DOCUSAURUS_MODULES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'theme/Layout': { default: 'Layout' },
  'theme/Heading': { default: 'Heading' },
  'docusaurus/Head': { default: 'Head' },
  'docusaurus/Link': { default: 'Link' },
  'docusaurus/useBaseUrl': { default: 'useBaseUrl', useBaseUrlUtils: 'useBaseUrlUtils' },
  'docusaurus/useDocusaurusContext': { default: 'useDocusaurusContext' },
  'docusaurus/useIsBrowser': { default: 'useIsBrowser' },
  'docusaurus/ExecutionEnvironment': { default: 'ExecutionEnvironment' },
  'docusaurus/router': { useLocation: 'useLocation' },
  'docusaurus/BrowserOnly': { default: 'BrowserOnly' },
  'docusaurus/Translate': { default: 'Translate', translate: 'translate' },
  'docusaurus/Interpolate': { default: 'Interpolate', interpolate: 'interpolate' },
};
