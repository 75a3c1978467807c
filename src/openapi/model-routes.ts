import type { ApiService } from './model.js';
import type { ApiRoute } from './routes.js';
import type { ApiUrls } from './urls.js';
import type { SidebarItem } from '../core/sidebar.js';

/** A service's models index and one page per model, after its operations; `label` is in the pages' language. */
export function modelRoutes(urls: ApiUrls, service: ApiService, label = 'Models'): ApiRoute[] {
  if (service.models.length === 0) return [];
  const routes: ApiRoute[] = [
    {
      path: urls.models(service),
      kind: 'api-models',
      origin: { file: service.specPath, pointer: '/components/schemas', what: `the models of service "${service.id}"` },
      title: label,
      target: { kind: 'api-models', service },
    },
  ];
  for (const model of service.models)
    routes.push({
      path: urls.model(service, model),
      kind: 'api-model',
      origin: { file: service.specPath, pointer: model.pointer, what: `model "${model.name}"` },
      title: model.name,
      target: { kind: 'api-model', service, model },
    });
  return routes;
}

/** "Models" at the end of a service's sidebar group: the index and each model. */
export function modelsSidebarCategory(urls: ApiUrls, service: ApiService, label = 'Models'): SidebarItem[] {
  if (service.models.length === 0) return [];
  return [
    {
      type: 'category',
      label,
      href: urls.models(service),
      items: service.models.map((model) => ({ type: 'link', label: model.name, href: urls.model(service, model) })),
    },
  ];
}
