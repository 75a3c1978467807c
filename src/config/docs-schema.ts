import { z } from 'zod';
import { docFooterDefaults, docFooterFields } from './doc-footer-schema.js';
import { checkServiceRoute } from '../routes/safe-paths.js';

// `docs` of site.config.ts: the docs folder's options (Docusaurus's docs plugin options) and its instances.

/** Docusaurus's `numberPrefixParser` function (docs plugin option): a file or folder name's number prefix. */
export type DocusaurusNumberPrefixParser = (filename: string) => { filename: string; numberPrefix?: number };

export const versionSchema = z
  .object({
    label: z.string().optional(),
    /** Path below the site root (`1.x`); empty for the root paths. */
    path: z
      .string()
      .regex(/^[A-Za-z0-9._-]*$/, 'expected one path segment such as "1.x" or "next" (letters, digits, ".", "_", "-"), or "" for the root')
      .optional(),
    banner: z.enum(['none', 'unreleased', 'unmaintained']).optional(),
    /** Show the version's label as a badge on its pages. */
    badge: z.boolean().optional(),
  })
  .strict();

/** Where a docs folder's pages go (Docusaurus's `routeBasePath`), with its default. */
const routeBasePathSchema = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .refine((value) => 'route' in checkServiceRoute(value.startsWith('/') ? value : `/${value}`), {
      message: 'expected a path of letters, digits, "-", "_", "." and "~" between slashes, such as "docs" or "/"',
    });

/** The options of a docs folder (Docusaurus's docs plugin options docgen takes), the default one's and each instance's. */
const docsFields = {
  /** The version served at the root paths: `current` or a name from versions.json (default: the newest released one). */
  lastVersion: z.string().optional(),
  /**
   * The path the docs are served under (Docusaurus's docs plugin option; its default
   * there is `docs`): `/` puts them at the root of the site (docgen's default).
   */
  routeBasePath: routeBasePathSchema('/'),
  /**
   * How number prefixes of file and folder names are read (Docusaurus's docs plugin
   * option): unset or true, `01-intro.md` is `intro`, ordered first; false keeps the
   * digits in ids and URLs; a function `(filename) => ({ filename, numberPrefix })`
   * reads them its own way.
   */
  numberPrefixParser: z
    .custom<boolean | DocusaurusNumberPrefixParser>((value) => typeof value === 'boolean' || typeof value === 'function', {
      message: 'expected true, false, or a function (filename) => ({ filename, numberPrefix })',
    })
    .meta({ typeLabel: 'boolean | (filename) => { filename, numberPrefix? }' })
    .optional(),
  includeCurrentVersion: z.boolean().default(true),
  /** Build only these versions (the CLI's `--versions` sets it for fast local builds). */
  onlyIncludeVersions: z.array(z.string()).min(1).optional(),
  versions: z.record(z.string(), versionSchema).default({}),
  /** The "Edit this page" link and the last update of each doc page; see doc-footer-schema.ts. */
  ...docFooterFields,
};

/**
 * A docs folder of its own (Docusaurus's `@docusaurus/plugin-content-docs` with an `id`):
 * its options as Docusaurus names them and with its defaults (`path` and `routeBasePath`
 * are `docs`). Its versions are not built (the options of versions are refused, and an
 * `<id>_versions.json` fails the build), so only the options of one folder are here.
 */
export const docsInstanceSchema = z
  .object({
    /** Its plugin id: routes, doc ids and sidebars are its own (navbar items name it with `docsPluginId`). */
    id: z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/, 'expected letters, digits, "_" and "-", such as "community"')
      .refine((value) => value !== 'default', { message: '"default" is the `docs` folder itself: give the instance an id of its own' }),
    /** Its folder, relative to the site root. */
    path: z
      .string()
      .default('docs')
      .refine((value) => !value.split(/[\\/]/).includes('..') && !/^([A-Za-z]:)?[\\/]/.test(value), {
        message: 'expected a folder inside the site, relative to its root, such as "community"',
      }),
    /** Its sidebars file (`./sidebarsCommunity.js`), relative to the site root; unset: one sidebar per top-level folder, generated. */
    sidebarPath: z.string().optional(),
    routeBasePath: routeBasePathSchema('docs'),
    numberPrefixParser: docsFields.numberPrefixParser,
    ...docFooterFields,
  })
  .strict();

/** `docs`: the docs folder's options, and `instances`, the other docs folders. */
export const docsSchema = z
  .object({
    ...docsFields,
    /**
     * More docs folders, each with its own URL base and sidebars: Docusaurus's
     * `@docusaurus/plugin-content-docs` instances with an `id`, their options copied as
     * they are; see docs-instances.ts.
     */
    instances: z
      .array(docsInstanceSchema)
      .default([])
      .superRefine((instances, context) => {
        const seen = new Set<string>();
        instances.forEach((instance, index) => {
          if (seen.has(instance.id))
            context.addIssue({
              code: 'custom',
              path: [index, 'id'],
              message: `the id "${instance.id}" is taken by an instance before`,
            });
          seen.add(instance.id);
        });
      }),
  })
  .strict()
  .default({ routeBasePath: '/', includeCurrentVersion: true, versions: {}, ...docFooterDefaults, instances: [] });
