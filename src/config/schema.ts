import { buildSchema } from './build-schema.js';
import { z } from 'zod';
import { gtagSchema, helpfulSchema, plausibleSchema, posthogSchema } from './analytics-schema.js';
import { blogSchema } from './blog-schema.js';
import type { FooterLink, NavbarItem } from './navbar-types.js';
import { llmsSchema } from './llms-schema.js';
import { markdownSchema } from './markdown-schema.js';
import { componentsSchema } from './components-schema.js';
import { cookieCategorySchema } from './cookie-schema.js';
import { pluginsSchema } from './plugins.js';
import { redirectsSchema } from './redirects-schema.js';
import { cssColor } from './css-color.js';
import { zoomSchema } from './zoom-schema.js';
import { openapiDocsSchema } from './openapi-docs-schema.js';
import { DEFAULT_CODE_SAMPLE_LANGUAGES } from './code-sample-defaults.js';
import { docsInstanceSchema, docsSchema, versionSchema } from './docs-schema.js';
import { headScriptsSchema, headStylesheetsSchema, headTagsSchema } from './head-schema.js';

/**
 * The site configuration as authors write it in site.config.ts. Field names follow the
 * vocabulary most documentation engines share (title, baseUrl, navbar items...), so
 * moving a site here is mostly copying values.
 */

// http(s) only: a `javascript:` or `data:` site URL would reach every canonical link and share button.
const url = z.url({ protocol: /^https?$/, message: 'expected an absolute http(s) URL such as https://example.com' });
const color = cssColor;

const linkFields = {
  label: z.string().optional(),
  to: z.string().optional(),
  href: z.string().optional(),
  html: z.string().optional(),
  target: z.string().optional(),
  rel: z.string().optional(),
  className: z.string().optional(),
  activeBasePath: z.string().optional(),
  activeBaseRegex: z.string().optional(),
};

export const navbarItemTypes = [
  'default',
  'dropdown',
  'localeDropdown',
  'search',
  'html',
  'doc',
  'docSidebar',
  'docsVersion',
  'docsVersionDropdown',
] as const;
export type NavbarItemType = (typeof navbarItemTypes)[number];

/**
 * At run time every navbar item is checked for these fields and its `type` separately
 * (validate.ts), for errors that name the item; authors' type is the precise union.
 */
const navbarItemSchema: z.ZodType<NavbarItemInput, NavbarItem> = z.lazy(() =>
  z
    .object({
      type: z.string().optional(),
      position: z.enum(['left', 'right']).default('left'),
      ...linkFields,
      docId: z.string().optional(),
      sidebarId: z.string().optional(),
      docsPluginId: z.string().optional(),
      items: z.array(navbarItemSchema).optional(),
    })
    .strict(),
) as unknown as z.ZodType<NavbarItemInput, NavbarItem>;

/** A navbar item as the engine reads it: every field of every item type. */
export interface NavbarItemInput {
  type?: string;
  position?: 'left' | 'right';
  label?: string;
  to?: string;
  href?: string;
  html?: string;
  target?: string;
  rel?: string;
  className?: string;
  activeBasePath?: string;
  activeBaseRegex?: string;
  docId?: string;
  sidebarId?: string;
  docsPluginId?: string;
  items?: NavbarItemInput[];
}

const logoSchema = z
  .object({
    src: z.string(),
    srcDark: z.string().optional(),
    alt: z.string().default(''),
    href: z.string().optional(),
    target: z.string().optional(),
    width: z.number().positive().optional(),
    height: z.number().positive().optional(),
  })
  .strict();

const footerLinkSchema = z
  .object({ label: z.string().optional(), to: z.string().optional(), href: z.string().optional(), html: z.string().optional() })
  .strict()
  .refine((item) => item.html !== undefined || (item.label !== undefined && (item.to ?? item.href) !== undefined), {
    message: 'a footer link needs `label` with `to` or `href`, or `html`',
  }) as unknown as z.ZodType<FooterLinkFields, FooterLink>;

/** A footer link as the engine reads it. */
interface FooterLinkFields {
  label?: string;
  to?: string;
  href?: string;
  html?: string;
}

const apiServiceSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'expected a kebab-case id such as "billing-service"'),
    label: z.string(),
    spec: z.string(),
    route: z.string().optional(),
    description: z.string().optional(),
    sendEnabled: z.boolean().default(true),
    /** Where the document's relative description links point, when its `externalDocs.url` does not say. */
    linkBase: z.url({ protocol: /^https?$/, message: 'expected an http(s) URL such as https://docs.example.com/api/' }).optional(),
  })
  .strict();

/** Docusaurus's `onBrokenLinks` / `onBrokenAnchors` values. */
const brokenLinkAction = z.enum(['ignore', 'log', 'warn', 'throw']);

export const siteConfigSchema = z
  .object({
    title: z.string().min(1),
    tagline: z.string().default(''),
    url,
    baseUrl: z
      .string()
      .regex(/^\/(.*\/)?$/, 'expected a path that starts and ends with "/", such as "/" or "/docs/"')
      .refine(
        isPlainBasePath,
        'expected plain path segments: no "." or ".." segment (escaped as %2e or not), no "//", "?", "#", "\\" or malformed "%" escape',
      )
      .default('/'),
    trailingSlash: z.boolean().default(false),
    /**
     * What the build does with a link to a page or file that does not exist, Docusaurus's
     * key and values: `throw` fails (DG114, the default, as in Docusaurus), `warn` warns,
     * `log` notes it, `ignore` says nothing. `--strict` and `docgen check` fail whatever it says.
     */
    onBrokenLinks: brokenLinkAction.default('throw'),
    /**
     * The same for a `#fragment` that its page has no element with: `throw` by default
     * (Docusaurus's default is `warn`: docgen's checks every id a link names).
     */
    onBrokenAnchors: brokenLinkAction.default('throw'),
    titleDelimiter: z.string().default('|'),
    favicon: z.string().optional(),
    /** Site version shown in the footer and the probe page. */
    version: z.string().default('0.0.0'),
    badge: z.string().optional(),
    image: z.string().optional(),
    keywords: z.array(z.string()).default([]),
    customFields: z.record(z.string(), z.unknown()).default({}),
    /** Tags in the head of every page (Docusaurus's `headTags`, `scripts`, `stylesheets`). */
    headTags: headTagsSchema,
    scripts: headScriptsSchema,
    stylesheets: headStylesheetsSchema,
    /** Code and CSS every page loads (Docusaurus's `clientModules`), relative to the site folder. */
    clientModules: z.array(z.string().min(1)).default([]),
    i18n: z
      .object({
        defaultLocale: z.string().default('en'),
        locales: z.array(z.string()).min(1).default(['en']),
        localeConfigs: z
          .record(
            z.string(),
            z
              .object({
                /** Shown in the locale dropdown (default: the language's own name, such as "Français"). */
                label: z.string().optional(),
                htmlLang: z.string().optional(),
                direction: z.enum(['ltr', 'rtl']).default('ltr'),
                /** Path segment of the locale's pages (default: the locale code). */
                path: z
                  .string()
                  .regex(/^[A-Za-z0-9_-]+$/, 'expected one path segment such as "fr" or "pt-br"')
                  .optional(),
              })
              .strict(),
          )
          .default({}),
      })
      .strict()
      .default({ defaultLocale: 'en', locales: ['en'], localeConfigs: {} }),
    announcementBar: z
      .object({
        id: z.string().default('announcement-bar'),
        content: z.string(),
        backgroundColor: color.default('#fff'),
        textColor: color.default('#000'),
        isCloseable: z.boolean().default(true),
      })
      .strict()
      .optional(),
    navbar: z
      .object({
        title: z.string().optional(),
        logo: logoSchema.optional(),
        /** Logo shown instead when the visitor's country (IP lookup) is not in `countries`. */
        geoLogo: z
          .object({
            lookupUrl: url.default('https://ipapi.co/json/'),
            countries: z.array(z.string().length(2)).min(1),
            logo: logoSchema,
            timeoutMs: z.number().int().positive().default(3000),
            /** With cookie consent configured, the lookup (a third-party request) waits until this category is accepted. */
            category: z.string().default('functional'),
          })
          .strict()
          .optional(),
        style: z.enum(['dark', 'primary']).default('primary'),
        hideOnScroll: z.boolean().default(false),
        items: z.array(navbarItemSchema).default([]),
      })
      .strict()
      .default({ style: 'primary', hideOnScroll: false, items: [] }),
    footer: z
      .object({
        style: z.enum(['dark', 'light']).default('dark'),
        links: z.array(z.object({ title: z.string(), items: z.array(footerLinkSchema) }).strict()).default([]),
        logo: logoSchema.optional(),
        copyright: z.string().optional(),
      })
      .strict()
      .default({ style: 'dark', links: [] }),
    /**
     * The brand colour (Mintlify's `colors.primary`): links, buttons and highlights, made
     * readable in each colour mode (4.5:1 on the theme's backgrounds) by moving its lightness.
     */
    colors: z
      .object({ primary: z.string().regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'expected a hex colour such as "#ffd500"') })
      .strict()
      .optional(),
    colorMode: z
      .object({
        defaultMode: z.enum(['light', 'dark']).default('light'),
        disableSwitch: z.boolean().default(false),
        respectPrefersColorScheme: z.boolean().default(false),
      })
      .strict()
      .default({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false }),
    helpButton: z
      .object({ label: z.string().default('Help'), href: url })
      .strict()
      .optional(),
    tagManager: z
      .object({
        containerId: z.string().regex(/^GTM-[A-Z0-9]+$/, 'expected a Google Tag Manager container id such as "GTM-ABC123"'),
        /** The cookie category whose consent loads the tag manager. */
        category: z.string().default('targeting'),
      })
      .strict()
      .optional(),
    /** Google Analytics 4, Plausible and PostHog, each loaded after consent; see analytics-schema.ts. */
    gtag: gtagSchema,
    plausible: plausibleSchema,
    posthog: posthogSchema,
    /** "Was this page helpful?" at the end of doc pages; see analytics-schema.ts. */
    helpful: helpfulSchema,
    cookieConsent: z
      .object({
        title: z.string().default('We use cookies'),
        description: z.string(),
        privacyPolicyUrl: z.string().optional(),
        categories: z.array(cookieCategorySchema).min(1),
      })
      .strict()
      .optional(),
    /**
     * Docs versions, laid out as Docusaurus does: `versions.json` lists released versions
     * (newest first), each in `versioned_docs/version-<name>/`; `docs/` is the current one.
     */
    docs: docsSchema,
    api: z
      .object({
        title: z.string().default('API reference'),
        description: z.string().optional(),
        services: z.array(apiServiceSchema).default([]),
        /** Answer the send panel's "Mock" server in the page, from each document (`docgen serve --watch` always has a mock). */
        mock: z.boolean().optional(),
        /** The generated code samples: httpsnippet's languages, in tab order (code-sample-languages.ts checks the names). */
        codeSamples: z
          .object({
            languages: z
              .array(z.string())
              .min(1)
              .default([...DEFAULT_CODE_SAMPLE_LANGUAGES]),
          })
          .strict()
          .default({ languages: [...DEFAULT_CODE_SAMPLE_LANGUAGES] }),
      })
      .strict()
      .default({ title: 'API reference', services: [], codeSamples: { languages: [...DEFAULT_CODE_SAMPLE_LANGUAGES] } }),
    search: z
      .object({ enabled: z.boolean().default(true) })
      .strict()
      .default({ enabled: true }),
    /** Pages for AI readers (llms.txt, llms-full.txt, .md twins); see llms-schema.ts. */
    llms: llmsSchema,
    /** Content images open large when clicked (Docusaurus's image-zoom plugin); see zoom-schema.ts. */
    zoom: zoomSchema,
    /** Keep rendered markdown in `.docgen/cache` between builds (`--no-cache` turns it off for one build). */
    cache: z.boolean().default(true),
    /** Markdown: the site's remark and rehype plugins and its own admonition types; see markdown-schema.ts. */
    markdown: markdownSchema,
    /** Old addresses that lead to pages: a redirect page at each, and host rules; see redirects-schema.ts. */
    redirects: redirectsSchema,
    /** Extra CSS files (relative to the site root) appended after the theme; one file may be written alone, as Docusaurus takes it. */
    customCss: z
      .union([z.string(), z.array(z.string())])
      .transform((files) => (typeof files === 'string' ? [files] : files))
      .default([]),
    /** Components from packages the site installs; see components-schema.ts. */
    components: componentsSchema,
    /** How the build uses the machine (worker threads); see build-schema.ts. */
    build: buildSchema,
    /** Plugins that add page sources (Docusaurus's name); each is checked and resolved by plugins.ts. */
    plugins: pluginsSchema,
    /** The blog (Docusaurus's plugin-content-blog), built when its folder exists; see blog-schema.ts. */
    blog: blogSchema,
    /** docusaurus-plugin-openapi-docs's `config`, copied as it is: its documents become API services; see openapi-docs-plan.ts. */
    openapiDocs: openapiDocsSchema,
  })
  .strict();

/** What authors write (all defaults optional); the public `SiteConfig` (src/api/define-config.ts) types its plugins. */
export type SiteConfigInput = z.input<typeof siteConfigSchema>;
/** The validated configuration, with defaults filled in. */
export type ParsedSiteConfig = z.output<typeof siteConfigSchema>;
export type CookieCategory = z.output<typeof cookieCategorySchema>;
export type ApiServiceConfig = z.output<typeof apiServiceSchema>;
export type { DocusaurusNumberPrefixParser } from './docs-schema.js';
export type VersionConfig = z.output<typeof versionSchema>;
export type LogoConfig = z.output<typeof logoSchema>;
export type DocsConfig = z.output<typeof siteConfigSchema>['docs'];
export type DocsInstanceConfig = z.output<typeof docsInstanceSchema>;
export type { EditUrlFunction, EditUrlParams } from './doc-footer-schema.js';
export type { RedirectRule } from './redirects-schema.js';

/** A base URL's segments are plain: none is empty, "." or ".." (once unescaped), and none holds "?", "#" or "\\". */
function isPlainBasePath(value: string): boolean {
  if (/[?#\\]/.test(value)) return false;
  return value
    .slice(1, -1)
    .split('/')
    .every((segment, _, all) => {
      if (all.length === 1 && segment === '') return true;
      let text: string;
      try {
        text = decodeURIComponent(segment);
      } catch {
        return false;
      }
      return text !== '' && text !== '.' && text !== '..' && !text.includes('/');
    });
}
