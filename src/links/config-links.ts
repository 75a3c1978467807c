import type { ResolvedConfig } from '../config/validate.js';
import { siteAddress } from '../core/site-address.js';
import type { LinkOrigin } from '../core/page.js';

type LinkFields = { to?: string; href?: string; items?: LinkFields[] };

/**
 * The links the templates take from the configuration (navbar items, logos, footer
 * links, the privacy policy), as `href -> config key and line`, so that a broken one
 * names the key that set it. `source` is the config file's text, for the line.
 */
export function configLinkOrigins(config: ResolvedConfig, source: string | undefined): (href: string) => LinkOrigin | undefined {
  const entries: { key: string; value: string }[] = [];
  const add = (key: string, value: string | undefined) => {
    if (value !== undefined) entries.push({ key, value });
  };
  const addItems = (items: readonly LinkFields[], at: string) =>
    items.forEach((item, index) => {
      add(`${at}[${index}].to`, item.to);
      add(`${at}[${index}].href`, item.href);
      if (item.items) addItems(item.items, `${at}[${index}].items`);
    });
  addItems(config.navbar.items, 'navbar.items');
  add('navbar.logo.href', config.navbar.logo?.href);
  config.footer.links.forEach((column, index) => addItems(column.items, `footer.links[${index}].items`));
  add('footer.logo.href', config.footer.logo?.href);
  add('cookieConsent.privacyPolicyUrl', config.cookieConsent?.privacyPolicyUrl);
  const address = siteAddress(config);
  return (href) => {
    // As written, under the base URL, or as a page's link (with the site's trailing slash).
    const entry = entries.find(({ value }) => value === href || address.href(value, 'file') === href || address.href(value) === href);
    if (!entry) return undefined;
    return { file: config.configFile, line: lineOfQuoted(source, entry.value), key: entry.key };
  };
}

/** Line of the first `'value'` (any quote) in the source, best effort. */
function lineOfQuoted(source: string | undefined, value: string): number | undefined {
  if (!source) return undefined;
  const match = new RegExp(`(['"\`])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1`).exec(source);
  return match ? source.slice(0, match.index).split('\n').length : undefined;
}
