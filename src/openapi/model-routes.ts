import type { SidebarItem } from '../routes/sidebar.js';
import type { ApiService } from './model.js';
import type { ApiRoute } from './routes.js';
import type { ApiUrls } from './urls.js';

/** The label of the models' sidebar group (the sidebar is built once for every locale, like its other labels). */
const MODELS_LABEL = 'Models';

/** A service's models index and one page per model, after its operations. */
export function modelRoutes(urls: ApiUrls, service: ApiService): ApiRoute[] {
  if (service.models.length === 0) return [];
  const routes: ApiRoute[] = [
    {
      path: urls.models(service),
      kind: 'api-models',
      origin: { file: service.specPath, pointer: '/components/schemas', what: `the models of service "${service.id}"` },
      title: MODELS_LABEL,
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
export function modelsSidebarCategory(urls: ApiUrls, service: ApiService): SidebarItem[] {
  if (service.models.length === 0) return [];
  return [
    {
      type: 'category',
      label: MODELS_LABEL,
      href: urls.models(service),
      items: service.models.map((model) => ({ type: 'link', label: model.name, href: urls.model(service, model) })),
    },
  ];
}
