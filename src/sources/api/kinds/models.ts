import { ModelPage, ModelsPage } from '../../../../templates/api/model-page.js';
import { modelMarkdown, modelsMarkdown } from '../../../llms/model-reader.js';
import { modelPage, modelsPage } from '../model-page-data.js';
import type { ApiPageKind } from '../page-kind.js';

/** `/api/{service}/models`: the service's models (components.schemas), after its operations. */
export const modelsKind: ApiPageKind<'api-models'> = {
  kind: 'api-models',
  scope: 'service',
  routes: ({ urls, labels }, service) =>
    service.models.length > 0
      ? [
          {
            path: urls.models(service),
            kind: 'api-models',
            origin: { file: service.specPath, pointer: '/components/schemas', what: `the models of service "${service.id}"` },
            title: labels.models,
            target: { kind: 'api-models', service },
          },
        ]
      : [],
  data: (site, _services, { service }) => modelsPage(site, service),
  Template: ModelsPage,
  reader: ({ context, target: { service }, section }) => ({ markdown: modelsMarkdown(context, service), section: section(service) }),
};

/** `/api/{service}/models/{name}`: one model's schema, example and the operations that use it. */
export const modelKind: ApiPageKind<'api-model'> = {
  kind: 'api-model',
  scope: 'service',
  routes: ({ urls }, service) =>
    service.models.map((model) => ({
      path: urls.model(service, model),
      kind: 'api-model',
      origin: { file: service.specPath, pointer: model.pointer, what: `model "${model.name}"` },
      title: model.name,
      target: { kind: 'api-model', service: service, model },
    })),
  data: (site, _services, { service, model }, highlight) => modelPage(site, service, model, highlight),
  Template: ModelPage,
  reader: ({ context, target: { service, model }, section }) => ({
    markdown: modelMarkdown(context, service, model),
    section: section(service),
  }),
};
