import type { ApiModel, ApiOperation, ApiService, ApiTag, ApiWebhook } from './model.js';
import { kebabCase } from '../routes/paths.js';

/** lodash's `kebabCase`, which the plugin uses: accents and apostrophes dropped first (`bucket's` -> `buckets`). */
const kebab = (text: string) =>
  kebabCase(
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/['\u2019]/g, ''),
  );

/**
 * The ids docusaurus-plugin-openapi-docs gives the pages it writes (`<id>.api.mdx`,
 * `<id>.tag.mdx`, `<id>.info.mdx`, `schemas/<id>.schema.mdx`): a page's doc id and URL
 * are its folder's, then this id. Pure.
 */
export const pluginPageIds = {
  /** The operationId in kebab-case, else the summary's (else the fallback: a page needs an id). */
  operation: (operation: ApiOperation, fallback: string) =>
    kebab(operation.operationId ?? '') || kebab(operation.summary ?? '') || kebab(fallback),
  /** As an operation's; the webhook's name when it has neither. */
  webhook: (webhook: ApiWebhook) => pluginPageIds.operation(webhook.operation, webhook.name),
  tag: (tag: ApiTag) => kebab(tag.name) || tag.slug,
  /** The title (else the schema's name) with its first space a dash, lower-cased, in kebab-case. */
  model: (model: ApiModel) => kebab(modelTitle(model).replace(' ', '-').toLowerCase()) || model.slug,
  /** The document's `info.title`, as a model's. */
  info: (service: ApiService) => kebab(service.title.replace(' ', '-').toLowerCase()) || kebab(service.id),
};

/** A model's title as the plugin shows it: the schema's `title`, else its name. */
export function modelTitle(model: ApiModel): string {
  return typeof model.source.title === 'string' ? model.source.title : model.name;
}

/** Where a service's pages go when they follow the plugin's ids. */
export interface PluginLayout {
  /** The folder's route (`/petstore`): every page is `<folder>/<id>`, as in Docusaurus. */
  folder: string;
  /** The document's info page is one of them (`showInfoPage`): docgen's service page goes there. */
  infoPage: boolean;
}

/** The routes of one service's pages under the plugin's ids. */
export interface PluginRoutes {
  service?: string;
  operations: Map<ApiOperation, string>;
  webhooks: Map<ApiWebhook, string>;
  tags: Map<ApiTag, string>;
  models: Map<ApiModel, string>;
}

/**
 * Places a service's pages at `<folder>/<plugin id>`. `taken` holds the routes placed so
 * far in the site (several documents may share a folder): a page whose id is taken (the
 * plugin would write over the first file) gets `-2`, `-3`... so that both are built.
 */
export function placePluginPages(service: ApiService, layout: PluginLayout, taken: Set<string>): PluginRoutes {
  const place = (id: string) => {
    let route = `${layout.folder === '/' ? '' : layout.folder}/${id}`;
    for (let n = 2; taken.has(route); n++) route = `${layout.folder === '/' ? '' : layout.folder}/${id}-${n}`;
    taken.add(route);
    return route;
  };
  return {
    ...(layout.infoPage ? { service: place(pluginPageIds.info(service)) } : {}),
    operations: new Map(service.operations.map((operation) => [operation, place(pluginPageIds.operation(operation, operation.slug))])),
    webhooks: new Map((service.webhooks ?? []).map((webhook) => [webhook, place(pluginPageIds.webhook(webhook))])),
    tags: new Map(service.tags.map((tag) => [tag, place(pluginPageIds.tag(tag))])),
    models: new Map(service.models.map((model) => [model, place(`schemas/${pluginPageIds.model(model)}`)])),
  };
}
