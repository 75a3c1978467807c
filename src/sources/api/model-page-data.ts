import type { MessageKey } from '../../i18n/messages/en.js';
import { htmlToText } from '../../search/search-index.js';
import type { ApiModelProps, ApiModelsProps } from '../../../templates/api/model-types.js';
import type { ApiService, ApiModel, ModelUse } from '../../openapi/model.js';
import { USED_BY_LIMIT } from '../../openapi/models.js';
import { boundedSample } from '../../openapi/bounded-sample.js';
import { exampleText, type Highlighter } from '../../openapi/highlight-code.js';
import { downloadOf, firstSentence, framed, summaryOf, type ApiPage, type ApiSiteInfo } from '../../openapi/page-data.js';
import { pageSections } from './page-sections.js';
import { webhookSummaries } from '../../openapi/webhook-summaries.js';
import { typeWordsIn, shownTypeLabel } from '../../../templates/api/type-label.js';
import type { ComponentNameOf } from '../../openapi/sampler.js';

/** Characters of JSON above which a generated example is made again with fewer levels. */
const MAX_GENERATED_EXAMPLE = 4_000;

const descriptionOf = (model: ApiModel) =>
  model.schema.kind === 'schema' && model.schema.descriptionHtml ? firstSentence(htmlToText(model.schema.descriptionHtml)) : undefined;

/** `/api/{service}/models`: the service's models with their first sentences. */
export function modelsPage(site: ApiSiteInfo, service: ApiService): ApiPage {
  const title = site.messages.format('api.section.models');
  const api: Omit<ApiModelsProps, 'breadcrumbs' | 'toc'> = {
    kind: 'api-models',
    title,
    service: { label: service.label, route: site.urls.service(service) },
    models: service.models.map((model) => ({
      name: model.name,
      route: site.urls.model(service, model),
      summary: descriptionOf(model),
      typeLabel: model.schema.kind === 'schema' ? shownTypeLabel(model.schema, typeWordsIn(site.messages)) : '',
    })),
    download: downloadOf(site, service),
  };
  return {
    props: {
      ...framed(
        [{ label: site.title, href: site.urls.index }, { label: service.label, href: site.urls.service(service) }, { label: title }],
        api,
        [],
      ),
      modelRoutes: site.urls.modelRoutes(service),
    },
    head: {
      title: site.messages.format('api.models.title', { service: service.label }),
      description: site.messages.format('api.models.description', { service: service.label }),
      path: site.urls.models(service),
    },
    search: {
      title,
      group: site.title,
      terms: service.label,
      sections: [{ heading: '', text: service.models.map((model) => model.name).join(' ') }],
    },
  };
}

/** `/api/{service}/models/{slug}`: the schema, an example, and what uses it. */
export function modelPage(site: ApiSiteInfo, service: ApiService, model: ApiModel, highlight: Highlighter): ApiPage {
  const m = (key: MessageKey) => site.messages.format(key);
  const example = modelExample(model, componentNameOf(service));
  const usedIn = model.usedIn.map((name) => ({ name, route: site.urls.modelRoutes(service)[name]! }));
  const { sections, toc } = pageSections(
    [
      { key: 'schema', title: m('api.models.schema'), id: 'schema', depth: 2, shown: true },
      { key: 'example', title: m('api.models.example'), id: 'example', depth: 2, shown: example !== undefined },
      { key: 'usedBy', title: m('api.models.usedBy'), id: 'used-by', depth: 2, shown: true },
      { key: 'usedIn', title: m('api.models.usedIn'), id: 'used-in', depth: 2, shown: usedIn.length > 0 },
    ],
    new Set(),
  );
  const api: Omit<ApiModelProps, 'breadcrumbs' | 'toc'> = {
    kind: 'api-model',
    title: model.name,
    service: { label: service.label, route: site.urls.service(service) },
    modelsRoute: site.urls.models(service),
    schema: model.schema,
    example:
      example &&
      (() => {
        const { text, language } = exampleText(example.value);
        return { name: 'example', html: highlight(text, language), generated: example.generated };
      })(),
    usedByMore: Math.max(0, model.usedBy.length - USED_BY_LIMIT),
    usedBy: model.usedBy.slice(0, USED_BY_LIMIT).map(({ operation, webhook, uses }) => ({
      operation: webhook ? webhookSummaries(site, service, [webhook])[0]! : summaryOf(site, service, operation),
      uses: uses.map((use) => useText(site, use, webhook !== undefined)),
    })),
    usedIn,
    download: downloadOf(site, service),
    sections,
  };
  const modelsLabel = m('api.section.models');
  return {
    props: {
      ...framed(
        [
          { label: site.title, href: site.urls.index },
          { label: service.label, href: site.urls.service(service) },
          { label: modelsLabel, href: site.urls.models(service) },
          { label: model.name },
        ],
        api,
        toc,
      ),
      modelRoutes: site.urls.modelRoutes(service),
    },
    head: {
      title: `${model.name} (${service.label})`,
      description: descriptionOf(model) ?? site.messages.format('api.models.description', { service: service.label }),
      path: site.urls.model(service, model),
    },
    search: {
      title: model.name,
      group: site.title,
      terms: `${service.label} ${modelsLabel}`,
      sections: [{ heading: '', text: [descriptionOf(model), ...propertyNames(model)].filter(Boolean).join(' ') }],
    },
  };
}

function useText(site: ApiSiteInfo, use: ModelUse, webhook: boolean): string {
  switch (use.kind) {
    case 'parameter':
      return site.messages.format('api.models.parameter', { name: use.name });
    case 'requestBody':
      return site.messages.format(webhook ? 'api.models.webhookPayload' : 'api.models.requestBody');
    case 'response':
      return site.messages.format('api.models.response', { status: use.status });
  }
}

function propertyNames(model: ApiModel): string[] {
  return model.schema.kind === 'schema' ? model.schema.properties.map((property) => property.name) : [];
}

/** Component names of a service's models (its `components.schemas`), made once per service. */
const namesByService = new WeakMap<ApiService, Map<object, string>>();

/** How a generated example finds the component names a discriminator's values refer to. */
function componentNameOf(service: ApiService): ComponentNameOf {
  let names = namesByService.get(service);
  if (!names) namesByService.set(service, (names = new Map(service.models.map((model) => [model.source, model.name]))));
  return (schema) => names.get(schema);
}

/** The schema's own example, else one generated from it (read- and write-only members both shown). */
function modelExample(model: ApiModel, nameOf: ComponentNameOf): { value: unknown; generated: boolean } | undefined {
  const { source } = model;
  if (source.example !== undefined) return { value: source.example, generated: false };
  if (Array.isArray(source.examples) && source.examples.length) return { value: source.examples[0], generated: false };
  // A model's page shows the nested models as links: a generated example that spells them all
  // out (GitHub's webhook payloads: 500 KB) is cut down to fewer levels until it is short.
  const value = boundedSample(source, 'model', MAX_GENERATED_EXAMPLE, nameOf);
  return value === undefined ? undefined : { value, generated: true };
}
