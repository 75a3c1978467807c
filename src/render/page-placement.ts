import type { Messages } from '../i18n/messages.js';
import type { SiteView } from '../core/page-source.js';
import type { PageNoticeProps } from '../../templates/types.js';
import type { VariantLinks } from './variant-links.js';
import type { Route } from '../core/route.js';

/** Where a page sits among versions and locales: its language, canonical URL and alternates. */
export interface PagePlacement {
  lang: string;
  dir: 'ltr' | 'rtl';
  /** Route the canonical URL names: the last version's page when it has one, else the page itself. */
  canonical: string;
  /** The same page in every locale it exists in, by language (hreflang). */
  alternates: { hreflang: string; path: string }[];
  /** The page in the default locale (hreflang x-default). */
  defaultPath: string;
}

export function pagePlacement(site: SiteView, links: VariantLinks, route: Route): PagePlacement {
  const { variants } = site;
  const variant = variants.of(route);
  // Only real translations are alternates: a fallback page shows another locale's text.
  const alternates = variants.locales.flatMap((locale) => {
    const target = links.counterpart(route, variants.get(variant.version.name, locale.code)!);
    return target && !target.untranslated ? [{ hreflang: locale.htmlLang, path: target.path }] : [];
  });
  const inDefaultLocale = links.counterpart(route, variants.get(variant.version.name, variants.default.locale.code)!);
  const canonical = canonicalPath(site, links, route);
  return {
    lang: variant.locale.htmlLang,
    dir: variant.locale.direction,
    canonical,
    alternates,
    defaultPath: inDefaultLocale?.path ?? canonical,
  };
}

/**
 * The route a page's canonical URL names: the same page in the last version when it has
 * one there (in its locale, translated), and for a fallback page the original it shows
 * (in the default locale). A page is in the sitemap only when this is its own path.
 */
export function canonicalPath(site: SiteView, links: VariantLinks, route: Route): string {
  const { variants } = site;
  const variant = variants.of(route);
  const lastVersion = variants.default.version.name;
  const locale = route.untranslated ? variants.default.locale.code : variant.locale.code;
  const inLastVersion = variants.get(lastVersion, locale);
  const latest = inLastVersion && links.counterpart(route, inLastVersion);
  if (latest && !latest.untranslated) return latest.path;
  if (!route.untranslated) return route.path;
  return links.counterpart(route, variants.get(variant.version.name, variants.default.locale.code)!)?.path ?? route.path;
}

/**
 * Notices above a page's content: the version banner (an unreleased or unmaintained
 * version, with a link to the same page in the last version), the version badge, and
 * the notice of a page shown untranslated.
 */
export function pageNotices(
  site: SiteView,
  links: VariantLinks,
  route: Route,
  writtenIn: string | undefined,
  messages: Messages,
): PageNoticeProps[] {
  if (route.kind === 'not-found') return [];
  const { variants } = site;
  const variant = variants.of(route);
  const { version } = variant;
  // On a right-to-left page, names written left to right ("1.x", "Orbit") are isolated (FSI ... PDI).
  const name = (text: string) => (variant.locale.direction === 'rtl' ? `\u2068${text}\u2069` : text);
  const notices: PageNoticeProps[] = [];
  // A docs instance has no versions: the site's version is not its page's.
  if (version.banner !== 'none' && !route.unversioned) {
    const last = variants.get(variants.default.version.name, variant.locale.code)!;
    const about = { site: name(site.config.title), version: name(version.label) };
    notices.push({
      kind: 'version-banner',
      text: messages.format(version.banner === 'unreleased' ? 'notice.unreleased' : 'notice.unmaintained', about),
      link: {
        label: messages.format('notice.latestVersion', { version: name(last.version.label) }),
        href: links.switchTarget(route, last),
      },
    });
  }
  if (version.badge && variants.versions.length > 1 && !route.unversioned)
    notices.push({ kind: 'version-badge', text: messages.format('notice.versionBadge', { version: name(version.label) }) });
  if (writtenIn && writtenIn !== variant.locale.code) {
    const original = variants.locales.find((locale) => locale.code === writtenIn);
    notices.push({
      kind: 'untranslated',
      text: messages.format('notice.untranslated', {
        locale: languageName(variant.locale.code, variant.locale.code) ?? variant.locale.label,
        original: name(languageName(writtenIn, variant.locale.code) ?? original?.label ?? writtenIn),
      }),
    });
  }
  return notices;
}

/**
 * A language's name in the page's own language ("anglais" on a French page, not the
 * locale's label "English"), when the runtime knows both languages.
 */
function languageName(code: string, inLanguage: string): string | undefined {
  try {
    const named = new Intl.DisplayNames([inLanguage], { type: 'language', fallback: 'none' }).of(code);
    return named && named !== code ? named : undefined;
  } catch {
    return undefined;
  }
}
