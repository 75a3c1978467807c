import { entry } from './error-entry.js';

/** Errors about the mock of the API documents (`api.mock`, `docgen serve`). */
export const mockErrorData = {
  mockDocumentUnwritable: entry({
    code: 'DG240',
    title: 'The document cannot be copied for the mock',
    message: (file: string, reason: string) => `${file} cannot be copied as JSON for the mock: ${reason}.`,
    hint: 'The mock of a build (`api.mock: true`) reads a JSON copy of each document, made when the pages are written: keep the file in place during the build, or set `api.mock: false`.',
    docs: 'With `api.mock: true`, the build writes a JSON copy of each OpenAPI document next to its pages (`{service route}/__mock.json`), for the send panel’s mock server. It reads the file again to do so; a file that is gone or changed into something unreadable meanwhile fails the build. `docgen serve --watch` leaves that mock out instead of failing.',
  }),
};
