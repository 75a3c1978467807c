import type { Messages } from '../i18n/messages.js';
import type { CallbackProps, ResponseLinkProps } from '../../templates/api/event-props.js';
import type { ContentProps } from '../../templates/api/types.js';
import type { ApiOperation, ApiResponse, ApiService, MediaTypeContent } from './model.js';
import { responsePropsOf } from './response-props.js';
import { operationTitle, type ApiSiteInfo } from './page-data.js';
import { linkTarget } from './response-links.js';

/** A response's links, each with the page of the operation it feeds when the document has it. */
export function responseLinkProps(site: ApiSiteInfo, service: ApiService, response: ApiResponse): ResponseLinkProps[] | undefined {
  if (!response.links?.length) return undefined;
  return response.links.map((link) => {
    const target = linkTarget(link, service.operations);
    return {
      name: link.name,
      target: target && {
        title: operationTitle(target),
        route: site.urls.operation(service, target),
        method: target.method,
        path: target.path,
      },
      reference: link.operationId ?? link.operationRef ?? '',
      parameters: link.parameters,
      requestBody: link.requestBody,
      descriptionHtml: link.descriptionHtml,
    };
  });
}

/**
 * An operation's callbacks for its page. `id` makes an id unique on the page; responses
 * of a callback request get ids of their own (`{callback}-{method}-response-200`).
 */
export function callbackProps(
  operation: ApiOperation,
  id: (base: string) => string,
  contentProps: (content: MediaTypeContent) => ContentProps,
  messages?: Messages,
): CallbackProps[] | undefined {
  if (!operation.callbacks?.length) return undefined;
  return operation.callbacks.map((callback) => {
    const callbackId = id(`callback-${callback.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`);
    return {
      id: callbackId,
      name: callback.name,
      expression: callback.expression,
      requests: callback.requests.map((request) => {
        const requestId = id(`${callbackId}-${request.method}`);
        return {
          id: requestId,
          method: request.method,
          summary: request.summary,
          descriptionHtml: request.descriptionHtml,
          body: request.requestBody && {
            descriptionHtml: request.requestBody.descriptionHtml,
            required: request.requestBody.required,
            contents: request.requestBody.contents.map(contentProps),
          },
          responses: request.responses.map((response) =>
            responsePropsOf(response, id(`${requestId}-response-${response.status.toLowerCase()}`), contentProps, messages),
          ),
        };
      }),
    };
  });
}
