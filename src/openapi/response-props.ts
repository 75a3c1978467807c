import type { ContentProps, ResponseProps } from '../../templates/api/types.js';
import type { Messages } from '../i18n/messages.js';
import type { ApiResponse, MediaTypeContent } from './model.js';
import { statusText } from './status-text.js';

/** A response as its section on a page shows it: `id` is unique on the page. */
export function responsePropsOf(
  response: ApiResponse,
  id: string,
  contentProps: (content: MediaTypeContent) => ContentProps,
  messages?: Messages,
): ResponseProps {
  return {
    id,
    status: response.status,
    statusText: statusText(response.status, messages),
    tone: toneOf(response.status),
    descriptionHtml: response.descriptionHtml,
    headers: response.headers,
    contents: response.contents.map(contentProps),
  };
}

/** The colour family of a status: `2XX` success, `4XX` client error... */
export function toneOf(status: string): ResponseProps['tone'] {
  switch (status[0]) {
    case '1':
      return 'info';
    case '2':
      return 'success';
    case '3':
      return 'redirect';
    case '4':
      return 'client-error';
    case '5':
      return 'server-error';
    default:
      return 'other';
  }
}
