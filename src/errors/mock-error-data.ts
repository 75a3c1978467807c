import { entry } from './error-entry.js';

/** Errors about the mock of the API documents (`api.mock`, `docgen serve`). */
export const mockErrorData = {
  mockDocumentUnwritable: entry({
    code: 'DG240',
    title: 'The document cannot be copied for the mock',
    message: (file: string, reason: string) => `${file} cannot be written as JSON for the mock: ${reason}.`,
    hint: 'The mock of a build (`api.mock: true`) reads a JSON copy of each document. Remove YAML anchors that refer to themselves, or set `api.mock: false`.',
    docs: 'With `api.mock: true`, the build writes a JSON copy of each OpenAPI document next to its pages, for the send panel’s mock server. A YAML document whose anchors form a cycle has no JSON form; `docgen serve --watch` skips the mock of such a document instead of failing.',
  }),
};
