import { missingCredentials } from './credentials.js';
import { isPreflight, PREFLIGHT_ANSWER, withCors } from './cors.js';
import { parsePrefer } from './prefer.js';
import { documentedResponse } from './respond.js';
import { compilePaths, matchRoute } from './route.js';
import { toPointer } from '../util/json-pointer.js';
import { isObject, type MockRequest, type MockResponse, type OpenApiDocument, type RequestProblem } from './types.js';
import { createRequestValidator } from './validate-request.js';

export type { MockRequest, MockResponse, OpenApiDocument, RequestProblem } from './types.js';
export { queryPairs } from './raw-text.js';

/** Answers requests the way the document says its API would; see `createMock`. */
export type Mock = (request: MockRequest) => MockResponse;

/**
 * A mock of one OpenAPI document, as a pure function from request to answer: 404 for a
 * path the document does not have, 405 for a method its path lacks, 401 without the
 * operation's credentials, 400 (or 415) with the validation problems, else the
 * documented response (see `documentedResponse`). Every answer carries the same CORS
 * headers (`withCors`), and preflight requests are answered, so a page on any origin can call it.
 */
export function createMock(document: OpenApiDocument): Mock {
  const paths = compilePaths(document);
  const validate = createRequestValidator(document);
  return (request) => {
    const answer = (response: MockResponse): MockResponse => withCors(response, request.headers);
    if (isPreflight(request.method, request.headers)) return answer(PREFLIGHT_ANSWER);
    const path = request.path.split('?')[0] || '/';
    const route = matchRoute(document, paths, request.method, path);
    if (route.kind === 'not-found') return answer(problem(404, 'Not Found', `No path of the API description matches ${path}.`, []));
    if (route.kind === 'method-not-allowed')
      return answer({
        ...problem(
          405,
          'Method Not Allowed',
          `${route.template} has no ${request.method.toUpperCase()} operation; it has ${route.allow.join(', ')}.`,
          [],
        ),
        headers: { allow: route.allow.join(', '), 'content-type': 'application/problem+json' },
      });
    const operationPointer = toPointer(['paths', route.template, route.method]);
    const missing = missingCredentials(document, route.operation, request);
    if (missing)
      return answer(
        problem(
          401,
          'Unauthorized',
          `This operation needs credentials: ${missing.join('; or ')}. The mock checks that they are sent, not their value.`,
          [],
        ),
      );
    const invalid = validate(
      {
        operation: { value: route.operation, pointer: operationPointer },
        pathItem: { value: route.pathItem, pointer: toPointer(['paths', route.template]) },
        pathParameters: route.pathParameters,
      },
      request,
    );
    if (invalid)
      return answer(
        invalid.status === 415
          ? problem(415, 'Unsupported Media Type', invalid.problems[0]!.message, invalid.problems)
          : problem(400, 'Bad Request', 'The request does not match the API description.', invalid.problems),
      );
    const chosen = documentedResponse(document, route.operation, request.headers.accept, parsePrefer(request.headers.prefer));
    if (!chosen.ok) return answer(problem(400, 'Bad Request', chosen.problem.message, [chosen.problem]));
    return answer(chosen.response);
  };
}

/** An RFC 9457 problem: `problems` lists each one with its JSON pointer into the request. */
function problem(status: number, title: string, detail: string, problems: RequestProblem[]): MockResponse {
  const body = { type: 'about:blank', title, status, detail, ...(problems.length ? { problems } : {}) };
  return { status, headers: { 'content-type': 'application/problem+json' }, body: JSON.stringify(body, null, 2) };
}

/** Whether parsed data looks like an OpenAPI 3 document the mock can answer for. */
export function isMockable(data: unknown): data is OpenApiDocument {
  return isObject(data) && typeof data.openapi === 'string' && isObject(data.paths);
}
