import type { Diagnostic } from '../core/output.js';
import { unsafeUrlReason, type UrlUse } from '../util/safe-url.js';
import { configPositions, lineOfPath, parseConfigPath } from './config-positions.js';
import type { LogoConfig, ParsedSiteConfig } from './schema.js';

type NavbarItem = ParsedSiteConfig['navbar']['items'][number];
type FooterColumn = ParsedSiteConfig['footer']['links'][number];

/**
 * The configuration with every URL that becomes an `href` or `src` checked: a link item
 * with an unsafe scheme is left out, so is a logo whose image is unsafe (an unsafe logo
 * link just loses its link), the help button, the privacy link, the social image and
 * the favicon. Each is a warning naming the key and its line. HTML fields are trusted
 * and not looked at.
 */
export function withSafeUrls(
  config: ParsedSiteConfig,
  file: string,
  source?: string,
): { config: ParsedSiteConfig; warnings: Diagnostic[] } {
  const warnings: Diagnostic[] = [];
  const positions = source === undefined ? undefined : configPositions(source);
  /** True when `value` may stay; otherwise warns about `key`. */
  const keep = (value: string | undefined, key: string, use: UrlUse): boolean => {
    const reason = value === undefined ? undefined : unsafeUrlReason(value, use);
    if (reason === undefined) return true;
    warnings.push({
      severity: 'warning',
      file,
      line: positions && lineOfPath(positions, parseConfigPath(key)),
      message: `${key}: the URL ${JSON.stringify(value)} was left out: ${reason}.`,
    });
    return false;
  };
  const logo = (value: LogoConfig | undefined, key: string): LogoConfig | undefined => {
    if (!value || !keep(value.src, `${key}.src`, 'image')) return undefined;
    // An unsafe dark-mode image leaves the logo as it is in light mode.
    const themed = keep(value.srcDark, `${key}.srcDark`, 'image') ? value : { ...value, srcDark: undefined };
    return keep(value.href, `${key}.href`, 'link') ? themed : { ...themed, href: undefined };
  };
  const linkItem = (item: { to?: string; href?: string }, key: string) =>
    keep(item.to, `${key}.to`, 'link') && keep(item.href, `${key}.href`, 'link');
  const navbarItems = (items: NavbarItem[], key: string): NavbarItem[] =>
    items.flatMap((item, index) => {
      const at = `${key}[${index}]`;
      if (!linkItem(item, at)) return [];
      return item.items ? [{ ...item, items: navbarItems(item.items, `${at}.items`) }] : [item];
    });
  const footerColumns = (columns: FooterColumn[]): FooterColumn[] =>
    columns.map((column, index) => ({
      ...column,
      items: column.items.filter((item, position) => linkItem(item, `footer.links[${index}].items[${position}]`)),
    }));

  const { navbar, footer, cookieConsent, helpButton } = config;
  const geoLogo = navbar.geoLogo && logo(navbar.geoLogo.logo, 'navbar.geoLogo.logo');
  const checked: ParsedSiteConfig = {
    ...config,
    favicon: keep(config.favicon, 'favicon', 'image') ? config.favicon : undefined,
    image: keep(config.image, 'image', 'image') ? config.image : undefined,
    navbar: {
      ...navbar,
      logo: logo(navbar.logo, 'navbar.logo'),
      geoLogo: navbar.geoLogo && geoLogo ? { ...navbar.geoLogo, logo: geoLogo } : undefined,
      items: navbarItems(navbar.items, 'navbar.items'),
    },
    footer: { ...footer, logo: logo(footer.logo, 'footer.logo'), links: footerColumns(footer.links) },
    helpButton: helpButton && keep(helpButton.href, 'helpButton.href', 'link') ? helpButton : undefined,
    cookieConsent: cookieConsent && {
      ...cookieConsent,
      privacyPolicyUrl: keep(cookieConsent.privacyPolicyUrl, 'cookieConsent.privacyPolicyUrl', 'link')
        ? cookieConsent.privacyPolicyUrl
        : undefined,
    },
  };
  return { config: checked, warnings };
}
