import type { ApiService } from './model.js';
import { collectOperations, normaliseOperation } from './operations.js';
import { createSchemaNormaliser } from './schema-tree.js';
import { pointersOf } from './type-conflicts.js';
import { normaliseSecuritySchemes } from './security.js';
import { normaliseServers } from './servers.js';
import { assignOperationSlugs, type SpecWarning } from './slugs.js';
import { unsafeDescriptionLinks } from './description-links.js';
import { externalDocsOf, logoOf, specUrl } from './spec-urls.js';
import type { SpecMarkdown } from './spec-markdown.js';
import { groupByTag } from './tags.js';
import { tagGroupsOf } from './tag-groups.js';
import { unresolvedLinkWarnings } from './response-links.js';
import { assignWebhookSlugs, collectWebhooks } from './webhooks.js';
import { collectModels } from './models.js';
import { referenceCopies } from './dereference.js';
import type { MarkdownPlugins } from '../config/markdown-schema.js';

type Schema = Record<string, unknown>;
const isObject = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export interface ServiceInput {
  id: string;
  /** Empty: the document's `info.title`. */
  label: string;
  /** The document as configured and its absolute path (for messages). */
  specFile: string;
  specPath: string;
  sendEnabled: boolean;
  /** Overrides the document's description on the service page. */
  description?: string;
  /** Where relative description links point when the document's `externalDocs.url` does not say. */
  linkBase?: string;
  /** The site's own URL: links from the document to it stay site links. */
  siteUrl?: string;
  /** The site's remark and rehype plugins, for the document's descriptions. */
  plugins?: MarkdownPlugins;
}

/**
 * Normalises one dereferenced OpenAPI 3.0/3.1/3.2 document into an ApiService: servers,
 * security, tags in document order, operations with their slugs (collisions fail),
 * parameters, bodies, responses, schema trees and examples. Pure apart from the
 * markdown cache it is given.
 */
export function normaliseService(
  document: Schema,
  input: ServiceInput,
  markdown: SpecMarkdown,
  /** Called before each operation and schema node: the caller's heap guard (a large document can fill the heap). */
  checkpoint: () => void = () => undefined,
): ApiService {
  const info = isObject(document.info) ? document.info : {};
  const render = (value: string | undefined) => markdown.render(value);
  const pageMarkdown = (value: string | undefined) => markdown.renderWithHeadings(value)?.html;
  const componentNames = new Map<object, string>();
  const schemas = isObject(document.components) && isObject(document.components.schemas) ? document.components.schemas : {};
  for (const [name, schema] of Object.entries(schemas))
    if (isObject(schema) && !componentNames.has(schema)) componentNames.set(schema, name);
  // A 3.1 `$ref` with its own description is a copy of the named schema: it keeps the name.
  for (const [copy, target] of referenceCopies(document)) {
    const name = componentNames.get(target);
    if (name !== undefined && !componentNames.has(copy)) componentNames.set(copy, name);
  }

  const warnings: SpecWarning[] = unsafeDescriptionLinks(document);
  const warn = (warning: SpecWarning) => warnings.push(warning);
  const conflicts = new Map<object, string>();
  const typeConflict = (schema: object, message: string) => void (conflicts.has(schema) || conflicts.set(schema, message));
  const schema = createSchemaNormaliser({ markdown: render, componentNames, checkpoint, typeConflict });
  const servers = normaliseServers(document.servers, undefined, render, { pointer: ['servers'], warn });
  const securitySchemes = normaliseSecuritySchemes(isObject(document.components) ? document.components.securitySchemes : undefined, render);
  const context = {
    schema,
    markdown: render,
    pageMarkdown,
    servers,
    securitySchemes,
    security: document.security,
    warn,
    links: markdown.links,
    componentName: (schema: object) => componentNames.get(schema),
  };

  const operations = assignOperationSlugs(input.specPath, collectOperations(document), warn).map((raw) => {
    checkpoint();
    return normaliseOperation(raw, context);
  });
  const webhooks = assignWebhookSlugs(collectWebhooks(document, warn), warn).map((raw) => ({
    name: raw.path,
    slug: raw.slug,
    pointer: raw.pointer,
    // The document's `security` and `servers` are for calling the API, not for receiving its webhooks.
    operation: { ...normaliseOperation(raw, { ...context, security: undefined }), servers: [] },
  }));
  const { tags, untagged, sections: tagSections } = groupByTag(document.tags, operations, render, warn, webhooks, markdown.links);
  const declaredTags = new Set(
    (Array.isArray(document.tags) ? document.tags : []).flatMap((tag) => (isObject(tag) && typeof tag.name === 'string' ? [tag.name] : [])),
  );
  const tagGroups = tagGroupsOf(document['x-tagGroups'], tags, declaredTags, warn);
  warnings.push(...unresolvedLinkWarnings(operations));
  const models = collectModels(schemas, operations, schema, warn, webhooks);
  if (conflicts.size > 0)
    for (const [where, pointer] of pointersOf(document, new Set(conflicts.keys())))
      warnings.push({ pointer, message: conflicts.get(where)! });
  const description = markdown.renderWithHeadings(input.description ?? text(info.description));
  const contact = isObject(info.contact) ? info.contact : undefined;
  const license = isObject(info.license) && typeof info.license.name === 'string' ? info.license : undefined;
  return {
    id: input.id,
    // No label configured (a service of `openapiDocs`): the document's title.
    label: input.label || (text(info.title) ?? input.id),
    specFile: input.specFile,
    specPath: input.specPath,
    specFormat: /\.json$/i.test(input.specFile) ? 'json' : 'yaml',
    openapiVersion: String(document.openapi),
    title: text(info.title) ?? input.label,
    version: text(info.version) ?? '',
    summaryText: text(info.summary),
    descriptionHtml: description?.html,
    descriptionToc: description?.toc ?? [],
    contact: contact && {
      name: text(contact.name),
      url: specUrl(contact.url, ['info', 'contact', 'url'], warn, 'link', markdown.links),
      email: text(contact.email),
    },
    license: license && {
      name: license.name as string,
      url: specUrl(license.url, ['info', 'license', 'url'], warn, 'link', markdown.links),
    },
    termsOfService: specUrl(info.termsOfService, ['info', 'termsOfService'], warn, 'link', markdown.links),
    externalDocs: externalDocsOf(document.externalDocs, ['externalDocs'], warn, markdown.links),
    logo: logoOf(info['x-logo'], warn, markdown.links, text(info.title) ?? input.label),
    servers,
    securitySchemes,
    tags,
    operations,
    untagged,
    webhooks,
    tagGroups,
    tagSections,
    models,
    sendEnabled: input.sendEnabled,
    descriptionSource: (html) => markdown.sourceOf(html),
    descriptionTree: (source) => markdown.syntaxTreeOf(source),
    descriptionLinks: markdown.links,
    warnings,
  };
}
