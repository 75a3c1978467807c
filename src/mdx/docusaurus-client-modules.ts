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
  'docusaurus/useGlobalData': {
    default: 'useGlobalData',
    usePluginData: 'usePluginData',
    useAllPluginInstancesData: 'useAllPluginInstancesData',
  },
};

// Shared by the server and browser sides of the Docusaurus modules, which must write the same markup.

/** The props of a `<Link>` written on its `<a>`: the rest (`to`, `isNavLink`...) are the router's. */
export function linkAttributes(props: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(props).filter(([name]) =>
      /^(className|style|title|id|target|rel|role|tabIndex|download|aria-\w+|data-[\w-]+)$/.test(name),
    ),
  );
}

/**
 * Docusaurus's addBaseUrl rule: a path, with or without its leading slash (`img/x.png`),
 * is a site path (returned with the slash); an absolute URL, `//host` or a `#fragment` is
 * none (undefined).
 */
export function sitePathOf(url: string): string | undefined {
  if (!url || url.startsWith('#') || url.startsWith('//') || /^[a-z][a-z\d+.-]*:/i.test(url)) return undefined;
  return `/${url.replace(/^\//, '')}`;
}

/** Docusaurus's `failfast` option of the global-data hooks: throw when the plugin (or instance) has none. */
interface GlobalDataOptions {
  failfast?: boolean;
}

/** `useAllPluginInstancesData(name)`: each instance's data of a plugin, by id. */
export function allPluginInstancesData(
  globalData: Readonly<Record<string, unknown>>,
  pluginName: string,
  options: GlobalDataOptions = {},
): Record<string, unknown> | undefined {
  const data = globalData[pluginName] as Record<string, unknown> | undefined;
  if (!data && options.failfast) throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin.`);
  return data;
}

/** `usePluginData(name, id)`: one instance's data (`default` unless the plugin has an `id`). */
export function pluginData(
  globalData: Readonly<Record<string, unknown>>,
  pluginName: string,
  pluginId = 'default',
  options: GlobalDataOptions = {},
): unknown {
  const data = allPluginInstancesData(globalData, pluginName, options)?.[pluginId];
  if (data === undefined && options.failfast)
    throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin with id "${pluginId}".`);
  return data;
}
