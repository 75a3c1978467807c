import type { MessageKey } from '../i18n/messages/en.js';
import type { Messages } from '../i18n/messages.js';
const REASONS: Record<string, string> = {
  '100': 'Continue',
  '101': 'Switching Protocols',
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '203': 'Non-Authoritative Information',
  '204': 'No Content',
  '205': 'Reset Content',
  '206': 'Partial Content',
  '207': 'Multi-Status',
  '300': 'Multiple Choices',
  '301': 'Moved Permanently',
  '302': 'Found',
  '303': 'See Other',
  '304': 'Not Modified',
  '307': 'Temporary Redirect',
  '308': 'Permanent Redirect',
  '400': 'Bad Request',
  '401': 'Unauthorized',
  '402': 'Payment Required',
  '403': 'Forbidden',
  '404': 'Not Found',
  '405': 'Method Not Allowed',
  '406': 'Not Acceptable',
  '408': 'Request Timeout',
  '409': 'Conflict',
  '410': 'Gone',
  '411': 'Length Required',
  '412': 'Precondition Failed',
  '413': 'Content Too Large',
  '414': 'URI Too Long',
  '415': 'Unsupported Media Type',
  '416': 'Range Not Satisfiable',
  '417': 'Expectation Failed',
  '418': "I'm a teapot",
  '421': 'Misdirected Request',
  '422': 'Unprocessable Content',
  '423': 'Locked',
  '424': 'Failed Dependency',
  '425': 'Too Early',
  '426': 'Upgrade Required',
  '428': 'Precondition Required',
  '429': 'Too Many Requests',
  '431': 'Request Header Fields Too Large',
  '451': 'Unavailable For Legal Reasons',
  '500': 'Internal Server Error',
  '501': 'Not Implemented',
  '502': 'Bad Gateway',
  '503': 'Service Unavailable',
  '504': 'Gateway Timeout',
  '505': 'HTTP Version Not Supported',
  '507': 'Insufficient Storage',
  '511': 'Network Authentication Required',
  '1XX': 'Informational',
  '2XX': 'Success',
  '3XX': 'Redirection',
  '4XX': 'Client error',
  '5XX': 'Server error',
  default: 'Any other status',
};

/** docgen's own words for the ranges and `default` (HTTP's reason phrases stay as HTTP names them). */
const RANGE_KEYS: Readonly<Record<string, MessageKey>> = {
  '1XX': 'api.status.informational',
  '2XX': 'api.status.success',
  '3XX': 'api.status.redirection',
  '4XX': 'api.status.clientError',
  '5XX': 'api.status.serverError',
  default: 'api.status.default',
};

/**
 * The reason phrase of an OpenAPI response key: `404` -> `Not Found`, `4XX` -> `Client
 * error` (in the pages' language when `messages` are given).
 */
export function statusText(status: string, messages?: Messages): string {
  const range = RANGE_KEYS[status.toUpperCase()] ?? RANGE_KEYS[status];
  if (range && messages) return messages.format(range);
  return REASONS[status.toUpperCase()] ?? REASONS[status] ?? '';
}
