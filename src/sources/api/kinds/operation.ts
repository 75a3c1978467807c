import { OperationPage } from '../../../../templates/api/operation-page.js';
import { operationMarkdown } from '../../../llms/api-reader.js';
import { htmlToText } from '../../../search/search-index.js';
import { firstSentence, operationTitle } from '../../../openapi/page-data.js';
import { operationPage } from '../operation-page-data.js';
import type { ApiPageKind } from '../page-kind.js';

/** `/api/{service}/{operation}`: one operation, with its send panel and code samples. */
export const operationKind: ApiPageKind<'api-operation'> = {
  kind: 'api-operation',
  scope: 'service',
  routes: ({ urls }, service) =>
    service.operations.map((operation) => ({
      path: urls.operation(service, operation),
      kind: 'api-operation',
      origin: {
        file: service.specPath,
        pointer: operation.pointer,
        what: `operation ${operation.method.toUpperCase()} ${operation.path}`,
      },
      title: operationTitle(operation),
      target: { kind: 'api-operation', service: service, operation },
    })),
  data: (site, _services, { service, operation }, highlight) => operationPage(site, service, operation, highlight),
  Template: OperationPage,
  reader: ({ context, target: { service, operation }, props, section }) => {
    const summary = `${operation.method.toUpperCase()} ${operation.path}`;
    const first = firstSentence(htmlToText(operation.descriptionHtml ?? ''));
    return {
      // The document's own samples and curl: a reader turns curl into any other language.
      markdown: operationMarkdown(
        context,
        service,
        operation,
        props.codeSamples.filter((sample) => sample.id.startsWith('x-') || sample.id === 'curl'),
      ),
      section: section(service),
      description: first ? `${summary}. ${first}` : summary,
    };
  },
};
