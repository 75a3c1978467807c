import { z } from 'zod';

/**
 * `sidebarOptions` of docusaurus-plugin-openapi-docs: how `docusaurus gen-api-docs` groups
 * a document's pages in the `sidebar.ts` it writes. Other keys are kept, and named in the
 * migration report (openapi-docs-plan.ts).
 */
const sidebarOptionsSchema = z
  .object({
    groupPathsBy: z.enum(['tag', 'tagGroup', 'tagParent']).optional(),
    categoryLinkSource: z.enum(['tag', 'info', 'auto']).optional(),
    sidebarCollapsed: z.boolean().optional(),
    sidebarCollapsible: z.boolean().optional(),
  })
  .catchall(z.unknown());

/** A released version of a document (`versions` of an entry): its own document and folder. */
const versionEntrySchema = z
  .object({
    specPath: z.string().min(1),
    outputDir: z.string().min(1),
    label: z.string().optional(),
    baseUrl: z.string().optional(),
    downloadUrl: z.string().optional(),
  })
  .catchall(z.unknown());

/**
 * One entry of the plugin's `config` (its key is the id `gen-api-docs <id>` takes), with
 * the plugin's own names, so that the object is copied from docusaurus.config.js as it is.
 * Options docgen does not use (templates, markdown generators, `proxy`...) are accepted and
 * named once, as a warning.
 */
const entrySchema = z
  .object({
    specPath: z.string().min(1),
    outputDir: z.string().min(1),
    sidebarOptions: sidebarOptionsSchema.optional(),
    showSchemas: z.boolean().optional(),
    showInfoPage: z.boolean().optional(),
    hideSendButton: z.boolean().optional(),
    version: z.string().optional(),
    label: z.string().optional(),
    baseUrl: z.string().optional(),
    downloadUrl: z.string().optional(),
    versions: z.record(z.string(), versionEntrySchema).optional(),
  })
  .catchall(z.unknown());

/** docusaurus-plugin-openapi-docs's `config`: entry id -> options. */
export const openapiDocsSchema = z.record(z.string(), entrySchema).default({});

export type OpenapiDocsEntry = z.output<typeof entrySchema>;
export type OpenapiDocsConfig = z.output<typeof openapiDocsSchema>;
