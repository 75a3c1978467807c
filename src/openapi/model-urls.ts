import type { ApiService, ApiModel } from './model.js';

/** Where a service's models live: `{service}/models` and `{service}/models/{slug}`. */
export interface ModelUrls {
  models(service: ApiService): string;
  model(service: ApiService, model: ApiModel): string;
  /** Model name -> page, one object per service that every page of it shares. */
  modelRoutes(service: ApiService): Readonly<Record<string, string>>;
}

/** `placed`: a model's page placed elsewhere (docusaurus-plugin-openapi-docs's ids), if it is. */
export function modelUrls(
  base: (service: ApiService) => string,
  placed?: (service: ApiService, model: ApiModel) => string | undefined,
): ModelUrls {
  const routes = new WeakMap<ApiService, Record<string, string>>();
  const models = (service: ApiService) => `${base(service)}/models`;
  const model = (service: ApiService, entry: ApiModel) => placed?.(service, entry) ?? `${models(service)}/${entry.slug}`;
  return {
    models,
    model,
    modelRoutes(service) {
      let map = routes.get(service);
      if (!map) {
        // A null prototype: a schema named `constructor` or `__proto__` is just a name.
        map = Object.create(null) as Record<string, string>;
        for (const entry of service.models) map[entry.name] = model(service, entry);
        routes.set(service, map);
      }
      return map;
    },
  };
}
