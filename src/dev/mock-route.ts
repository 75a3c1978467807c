import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { createMock, isMockable, queryPairs, type Mock, type MockRequest, type MockResponse } from '../mock/mock-api.js';
import { isPreflight, PREFLIGHT_ANSWER, withCors } from '../mock/cors.js';
import { MOCK_SEGMENT } from '../mock/mock-placement.js';
import { readInside } from '../http/static-server.js';
import type { SwapGate } from '../http/swap-gate.js';
import { errors } from '../errors/catalogue.js';
import { TimeBudgetExceeded, withTimeBudget } from '../util/time-budget.js';

export interface MockRouteOptions {
  /** The served output folder. */
  root: string;
  /** The site's base URL, read on every request (a rebuild may change it). */
  baseUrl: () => string;
  gate: SwapGate;
  /** Requests wait for this (the first build in watch mode). */
  ready?: () => Promise<unknown> | undefined;
  /** Told why the mock failed on a request (the terminal's log): the response itself never says. */
  onError?: (error: unknown) => void;
}

/** Bodies above this size are refused: the mock is for trying requests, not uploads. */
const BODY_LIMIT = 5 * 1024 * 1024;
/** How long the mock may take over one request: it runs on the server's thread. */
const MOCK_BUDGET_MS = 1000;

/**
 * `docgen serve`'s mock servers: a request to `{service route}/__mock/{path}` is answered
 * by the pure mock (mock/) from the JSON copy of the document the build wrote
 * beside the service's pages (`__mock.json`), parsed again only when that file changes.
 * Returns false for every other request.
 */
export function createMockRoute(options: MockRouteOptions): (request: IncomingMessage, response: ServerResponse) => boolean {
  const mocks = new Map<string, { version: string; mock: Mock }>();
  const mockOf = async (file: string): Promise<Mock | undefined> => {
    const stats = await stat(file).catch(() => undefined);
    if (!stats) return undefined;
    const version = `${stats.mtimeMs}:${stats.size}`;
    const known = mocks.get(file);
    if (known?.version === version) return known.mock;
    const bytes = await options.gate.read(() => readInside(options.root, file));
    const data: unknown = bytes ? JSON.parse(bytes.toString('utf8')) : undefined;
    if (!isMockable(data)) return undefined;
    const mock = createMock(data);
    mocks.set(file, { version, mock });
    return mock;
  };

  return (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const baseUrl = options.baseUrl();
    const match = new RegExp(`^(.*?)/${MOCK_SEGMENT}(/.*)?$`).exec(url.pathname);
    if (!match || !url.pathname.startsWith(baseUrl)) return false;
    const serviceRoute = match[1]!.slice(baseUrl.length - 1);
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : (value ?? '')]),
    );
    // Every answer, the mock's own or this route's problems, carries the mock's CORS headers.
    const answer = (mockResponse: MockResponse) => send(response, withCors(mockResponse, headers));
    // A preflight is answered even where there is no mock, so the page can read the 404 that says why.
    if (isPreflight(request.method ?? 'GET', headers)) {
      request.resume();
      answer(PREFLIGHT_ANSWER);
      return true;
    }
    void (async () => {
      await options.ready?.();
      const body = await readBody(request);
      const mock = body === undefined ? undefined : await mockOf(path.join(options.root, serviceRoute, `${MOCK_SEGMENT}.json`));
      if (body === undefined) return answer(problem(413, `Request bodies above ${BODY_LIMIT} bytes are not mocked.`));
      if (!mock)
        return answer(
          problem(
            404,
            `There is no mock at ${match[1]}/${MOCK_SEGMENT}: this build has none. Run \`docgen serve --watch\`, or set \`api.mock: true\` in the config and build again.`,
          ),
        );
      const mockRequest: MockRequest = {
        method: request.method ?? 'GET',
        path: match[2] ?? '/',
        query: queryPairs(url.search),
        headers,
        body,
      };
      // The mock adds the CORS headers itself (the in-page client has no other place to add them).
      send(
        response,
        withTimeBudget(MOCK_BUDGET_MS, () => mock(mockRequest)),
        request.method === 'HEAD',
      );
    })().catch((error: unknown) => {
      if (response.headersSent) return response.destroy();
      if (error instanceof TimeBudgetExceeded) {
        const slow = errors.mockTooSlow(undefined, error.milliseconds);
        return answer(problem(500, `${slow.code}: ${slow.message} ${slow.hint}`));
      }
      // The reason goes to the terminal: a response never shows the machine's paths.
      options.onError?.(error);
      answer(problem(500, "docgen serve's mock could not answer this request."));
    });
    return true;
  };
}

/** The body as text, or undefined when it is larger than the limit. */
async function readBody(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > BODY_LIMIT) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function problem(status: number, detail: string): MockResponse {
  return {
    status,
    headers: { 'content-type': 'application/problem+json' },
    body: JSON.stringify({ type: 'about:blank', status, detail }, null, 2),
  };
}

function send(response: ServerResponse, answer: MockResponse, headOnly = false): void {
  const body = Buffer.from(answer.body);
  response.writeHead(answer.status, { ...answer.headers, 'content-length': String(body.length), 'cache-control': 'no-store' });
  response.end(headOnly ? undefined : body);
}
