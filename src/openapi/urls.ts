import type { ApiOperation, ApiService, ApiTag, ApiWebhook } from './model.js';
import { RESERVED_SLUGS, type SpecWarning } from './slugs.js';
import { WEBHOOKS_SEGMENT } from './webhooks.js';
import { modelUrls, type ModelUrls } from './model-urls.js';
import { placePluginPages, type PluginLayout, type PluginRoutes } from './plugin-page-ids.js';

/**
 * Where each page of the API reference lives. Decided by the routing stage from the
 * services' routes (site config) and the documents' slugs; the normalised model itself
 * holds no URLs, so versions or locales can place the same model elsewhere.
 */
export interface ApiUrls extends ModelUrls {
  /** The reference's landing page: `/api`. */
  readonly index: string;
  service(service: ApiService): string;
  tag(service: ApiService, tag: ApiTag): string;
  operation(service: ApiService, operation: ApiOperation): string;
  /** A webhook's page: `{service}/webhooks/{slug}`. */
  webhook(service: ApiService, webhook: ApiWebhook): string;
  /** The downloadable copy of a service's document: `/api/pets/openapi.yaml`. */
  download(service: ApiService): string;
}

export interface PlannedUrls {
  urls: ApiUrls;
  /** Pages placed away from their natural URL, by service: a warning naming both pointers each. */
  warnings: Map<ApiService, SpecWarning[]>;
}

/**
 * Operation pages live at `{service}/{slug}`, tag pages too, unless an operation has the
 * tag's slug (deep links usually point at operations) or the slug is a segment that holds
 * other pages (`webhooks`, `models`, `tag`): then the tag moves to `{service}/tag/{slug}`,
 * never silently. Webhook pages live at `{service}/webhooks/{slug}`.
 */
export function planApiUrls(
  index: string,
  services: readonly ApiService[],
  serviceRoute: (service: ApiService) => string,
  /** A service whose pages follow docusaurus-plugin-openapi-docs's ids (openapiDocs): each at `<folder>/<id>`. */
  layoutOf?: (service: ApiService) => PluginLayout | undefined,
): PlannedUrls {
  const bases = new Map(services.map((service) => [service, serviceRoute(service)]));
  // The routes of the pages placed by the plugin's ids (several documents may share a folder),
  // and of the service pages that stay where they are configured.
  const layouts = new Map(services.map((service) => [service, layoutOf?.(service)]));
  const taken = new Set(services.filter((service) => !layouts.get(service)?.infoPage).map((service) => bases.get(service)!));
  const placed = new Map<ApiService, PluginRoutes>();
  for (const service of services) {
    const layout = layouts.get(service);
    if (layout) placed.set(service, placePluginPages(service, layout, taken));
  }
  // Its page, and the pages only docgen has (the models' list, the download), below it.
  for (const [service, routes] of placed) if (routes.service) bases.set(service, routes.service);
  const tagUrls = new Map<ApiTag, string>();
  const warnings = new Map<ApiService, SpecWarning[]>();
  for (const service of services) {
    if (placed.has(service)) continue; // its tags have the plugin's routes
    const base = bases.get(service)!;
    const operationBySlug = new Map(service.operations.map((operation) => [operation.slug, operation]));
    const moved: SpecWarning[] = [];
    for (const tag of service.tags) {
      const operation = operationBySlug.get(tag.slug);
      const reserved = RESERVED_SLUGS.has(tag.slug);
      const url = operation || reserved ? `${base}/tag/${tag.slug}` : `${base}/${tag.slug}`;
      tagUrls.set(tag, url);
      if (reserved)
        moved.push({
          pointer: tag.pointer,
          message: `Tag "${tag.name}" at ${tag.pointer} maps to the page slug "${tag.slug}", which holds other pages of the reference; the tag's page is at ${url}.`,
        });
      else if (operation)
        moved.push({
          pointer: tag.pointer,
          message: `Tag "${tag.name}" at ${tag.pointer} and operation ${operation.method.toUpperCase()} ${operation.path} at ${operation.pointer} both map to the page slug "${tag.slug}"; the tag's page is at ${url}.`,
        });
    }
    warnings.set(service, moved);
  }
  const base = (service: ApiService) => {
    const url = bases.get(service);
    if (url === undefined) throw new Error(`no URL was planned for service "${service.id}"`);
    return url;
  };
  return {
    urls: {
      index,
      service: base,
      tag: (service, tag) => placed.get(service)?.tags.get(tag) ?? tagUrls.get(tag) ?? `${base(service)}/${tag.slug}`,
      operation: (service, operation) => placed.get(service)?.operations.get(operation) ?? `${base(service)}/${operation.slug}`,
      webhook: (service, webhook) => placed.get(service)?.webhooks.get(webhook) ?? `${base(service)}/${WEBHOOKS_SEGMENT}/${webhook.slug}`,
      download: (service) => `${base(service)}/openapi.${service.specFormat}`,
      ...modelUrls(base, (service, model) => placed.get(service)?.models.get(model)),
    },
    warnings,
  };
}
