/** Route of the API reference's landing page; services live below it unless they set `route`. */
export const API_ROOT = '/api';

/** Where a service's pages live: its configured `route`, else `/api/{id}`. */
export function defaultServiceRoute(id: string): string {
  return `${API_ROOT}/${id}`;
}
