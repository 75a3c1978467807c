import type { Messages } from '../i18n/messages.js';
import type { OutputFiles } from '../core/output.js';
import type { SiteAddress } from '../core/site-address.js';
import type { SendPanelProps, SendPanelServer } from '../../widgets/send-panel/types.js';
import { errors } from '../errors/catalogue.js';
import { readSource } from '../openapi/load-document.js';
import type { ApiService } from '../openapi/model.js';
import type { ApiUrls } from '../openapi/urls.js';

/** Below a service's route: `/api/pets/__mock/...` is answered by the mock, `/api/pets/__mock.json` is its document. */
export const MOCK_SEGMENT = '__mock';

/**
 * How a build offers the mock: `served` when `docgen serve --watch` answers it over HTTP,
 * `in-page` when the config's `api.mock` asks for a mock any static host can serve (the
 * send panel answers it in the page). Undefined: no mock.
 */
export type MockMode = 'served' | 'in-page' | undefined;

export function mockMode(configured: boolean | undefined, served: boolean | undefined): MockMode {
  return configured ? 'in-page' : served ? 'served' : undefined;
}

/** The send panel's "Mock" server entry of a service, or undefined without a mock. */
export function mockServerFor(mode: MockMode, address: SiteAddress, urls: ApiUrls) {
  if (!mode) return undefined;
  return (service: ApiService, messages: Messages): SendPanelServer => {
    const route = urls.service(service);
    return {
      // The mock's endpoint is no page: no trailing slash, whatever the site's policy.
      url: address.href(`${route}/${MOCK_SEGMENT}`, 'file'),
      description: messages.format(mode === 'in-page' ? 'sendPanel.server.mockInPage' : 'sendPanel.server.mockServe'),
      variables: [],
      mock: mode === 'in-page' ? address.href(`${route}/${MOCK_SEGMENT}.json`, 'file') : undefined,
    };
  };
}

/** The send panel's props with the mock's server last (the document's servers stay the default). */
export function withMockServer(props: SendPanelProps, mockServer: SendPanelServer | undefined): SendPanelProps {
  return mockServer ? { ...props, servers: [...props.servers, mockServer] } : props;
}

/**
 * The document in the form the mock reads: a Swagger 2.0 document converted again as the
 * build converted it (the converter loads only then), any other one as written.
 */
async function mockableForm(data: Record<string, unknown>): Promise<Record<string, unknown>> {
  if (data.swagger === undefined) return data;
  const { convertSwagger } = await import('../openapi/swagger-conversion.mjs');
  return (await convertSwagger(data)).document;
}

/**
 * The JSON copy of each document that the mock answers from, next to the service's pages,
 * read again from its file (no copy is held in memory meanwhile). A document that cannot
 * be read again fails a build that asked for the mock (DG240), and is left out of
 * `serve --watch`'s (whose mock then says it has none).
 */
export async function mockDocumentFiles(mode: MockMode, services: readonly ApiService[], urls: ApiUrls): Promise<OutputFiles> {
  const files: OutputFiles = new Map();
  if (!mode) return files;
  for (const service of services) {
    const source = await readSource(service.specPath);
    let text: string | undefined;
    try {
      text = source ? JSON.stringify(await mockableForm(source.data)) : undefined;
    } catch (error) {
      text = undefined;
      if (mode === 'in-page') throw errors.mockDocumentUnwritable({ file: service.specPath }, service.specPath, (error as Error).message);
    }
    if (text !== undefined) files.set(`${urls.service(service).slice(1)}/${MOCK_SEGMENT}.json`, text);
    else if (mode === 'in-page')
      throw errors.mockDocumentUnwritable({ file: service.specPath }, service.specPath, 'it could not be read again');
  }
  return files;
}
