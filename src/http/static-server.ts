import { existsSync, statSync } from 'node:fs';
import { readFile, realpath } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { errors } from '../errors/catalogue.js';
import { cacheControlFor } from '../deploy/cache-policy.js';
import { compress, negotiateEncoding } from './compression.js';
import { SwapGate } from './swap-gate.js';
import type { SiteAddress } from '../core/site-address.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.yml': 'application/yaml; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

export interface StaticServerOptions {
  /** Folder to serve. */
  root: string;
  /**
   * Where the site lives: requests outside its base URL are not its pages, and a page asked
   * for by another form of its address (`/x` when pages are `/x/`) redirects to the one it is linked by.
   */
  address: SiteAddress;
  /** Changes an HTML page before it is sent (the live-reload client is added this way). */
  transformHtml?: (html: string) => string;
  /** Extra routes (the live-reload event stream, the mock), for any method. Return true when handled. */
  extraRoutes?: (request: IncomingMessage, response: ServerResponse) => boolean;
  /** Shared with the build that swaps the folder (watch mode); a private one otherwise. */
  gate?: SwapGate;
  /** Requests wait for this before they are answered (the first build in watch mode). */
  ready?: Promise<unknown>;
  /** Told why a request failed (the terminal's log): the response never says, so it never shows a path of the machine. */
  onError?: (error: unknown) => void;
}

export type Resolution = { kind: 'file'; file: string } | { kind: 'redirect'; location: string } | { kind: 'not-found' };

/**
 * Maps a request path to what to answer, the way static hosts do clean URLs:
 * `/guides/x` serves `guides/x/index.html`; `/guides/x.html` and `/guides/x/index.html`
 * redirect to `/guides/x`. With a trailing slash a folder's page is `/guides/x/` instead,
 * and `/guides/x` redirects there (as GitHub Pages and Netlify do), so the addresses the
 * pages link to are served without a redirect. Pure apart from the existence checks.
 */
export function resolveRequest(root: string, address: SiteAddress, pathname: string, exists: (file: string) => boolean): Resolution {
  const { baseUrl } = address;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { kind: 'not-found' };
  }
  if (!decoded.startsWith(baseUrl)) {
    if (`${decoded}/` === baseUrl) return { kind: 'redirect', location: baseUrl };
    return { kind: 'not-found' };
  }
  const relative = decoded.slice(baseUrl.length);
  const segments = relative.split(/[/\\]/);
  if (relative.includes('\0') || segments.includes('..')) return { kind: 'not-found' };
  // Dot files are not the site's pages (docgen's output marker among them); .well-known is.
  if (segments.some((segment) => segment.startsWith('.') && segment !== '.well-known')) return { kind: 'not-found' };
  const isFolderPage = (clean: string) => clean !== '' && exists(path.join(root, clean, 'index.html'));
  // The address a page is linked by: `x/` for a folder's index.html with a trailing slash, else `x`.
  const linked = (clean: string) => address.outputHref(clean, isFolderPage(clean));
  const htmlMatch = /^(.*?)(?:(?:^|\/)index\.html|\.html)$/.exec(relative);
  if (htmlMatch && relative !== '404.html') {
    const clean = htmlMatch[1]!.replace(/\/$/, '');
    if (isFolderPage(clean) || exists(path.join(root, `${clean}.html`)) || clean === '') {
      return { kind: 'redirect', location: linked(clean) };
    }
  }
  const direct = path.join(root, relative);
  if (relative !== '' && !relative.endsWith('/') && exists(direct)) return { kind: 'file', file: direct };
  const trimmed = relative.replace(/\/$/, '');
  // A folder's page asked for by another form than it is linked by (`x/` without a trailing slash, `x` with it).
  if (isFolderPage(trimmed)) {
    const linkedAt = address.outputHref(trimmed, true);
    if (linkedAt !== decoded) return { kind: 'redirect', location: linkedAt };
  }
  const asPage = path.join(root, trimmed, 'index.html');
  if (exists(asPage)) return { kind: 'file', file: asPage };
  // `/x.html` redirects to `/x` when `x.html` exists, so `/x` must serve it.
  const asHtmlFile = path.join(root, `${trimmed}.html`);
  if (trimmed !== '' && exists(asHtmlFile)) return { kind: 'file', file: asHtmlFile };
  return { kind: 'not-found' };
}

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

const ALLOWED_METHODS = 'GET, HEAD';

/** What a request gets: bytes read whole under the gate, so a swap cannot cut it short. */
type Answer =
  { kind: 'file'; status: 200 | 404; file: string; body: Buffer } | { kind: 'redirect'; location: string } | { kind: 'bare-404' };

/**
 * A small static server for the built site, with clean URLs and the site's 404 page.
 * It serves only files whose real path is inside the folder (no symlink leads out), and
 * a file that vanishes meanwhile is a 404, never a crash.
 */
export function createStaticServer(options: StaticServerOptions): Server {
  const gate = options.gate ?? new SwapGate();
  return createServer((request, response) => {
    response.on('error', () => undefined); // a client that went away
    void handle(options, gate, request, response).catch((error: unknown) => {
      options.onError?.(error);
      if (response.headersSent) return response.destroy();
      response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('docgen serve could not answer this request; the terminal running it says why.');
    });
  });
}

async function handle(options: StaticServerOptions, gate: SwapGate, request: IncomingMessage, response: ServerResponse): Promise<void> {
  // Extra routes first: the mock answers every method.
  if (options.extraRoutes?.(request, response)) return;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: ALLOWED_METHODS, 'Content-Type': 'text/plain; charset=utf-8' });
    response.end(`${request.method} is not allowed: this server only serves files (${ALLOWED_METHODS}).`);
    return;
  }
  // Appended, not resolved: `//host/x` is a path of this site here, not another host.
  const written = request.url ?? '/';
  const url = written.startsWith('/') ? new URL(`http://localhost${written}`) : new URL(written, 'http://localhost');
  await options.ready;
  const answer = await gate.read(() => answerFor(options, url.pathname));
  if (answer.kind === 'redirect') {
    response.writeHead(301, { Location: sameHostLocation(answer.location) + url.search });
    response.end();
    return;
  }
  if (answer.kind === 'bare-404') {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end(request.method === 'HEAD' ? undefined : 'Not found');
    return;
  }
  const extension = path.extname(answer.file);
  const html = extension === '.html';
  const body = html && options.transformHtml ? Buffer.from(options.transformHtml(answer.body.toString('utf8'))) : answer.body;
  const contentType = TYPES[extension] ?? 'application/octet-stream';
  // Pages and scripts go out compressed, as any real host sends them (and as page-weight audits expect).
  const encoding = negotiateEncoding(request.headers['accept-encoding'], contentType, body.length);
  const sent = encoding ? compress(body, encoding) : body;
  response.statusCode = answer.status;
  response.setHeader('Content-Type', contentType);
  response.setHeader('Vary', 'Accept-Encoding');
  if (encoding) response.setHeader('Content-Encoding', encoding);
  response.setHeader('Content-Length', sent.length);
  // The same policy as the build's _headers file: hashed assets for good, the rest revalidated.
  response.setHeader('Cache-Control', cacheControlFor(path.relative(options.root, answer.file).split(path.sep).join('/')));
  response.end(request.method === 'HEAD' ? undefined : sent);
}

/**
 * A redirect's target as a path of this host: `//evil.test/x` or `/\\evil.test` (which
 * browsers read as another host) becomes `/evil.test/x`. Every redirect goes through it.
 */
export function sameHostLocation(location: string): string {
  return `/${location.replace(/^[/\\\s]+/, '')}`;
}

/** How long a request waits for a folder that another process (`docgen build`) is swapping. */
const SWAP_WAIT_MS = 3000;

/** The served folder's identity now: undefined while it is missing (between a swap's two renames). */
const folderId = (root: string) => {
  try {
    const stats = statSync(root);
    return `${stats.dev}:${stats.ino}`;
  } catch {
    return undefined;
  }
};

/**
 * The answer to a path. `docgen build` in another process swaps the folder with two
 * renames, so for a moment it is missing, or is replaced while a request is answered: a
 * 404 found then is not the site's, and the request is answered again from the new folder.
 */
async function answerFor(options: StaticServerOptions, pathname: string): Promise<Answer> {
  const deadline = Date.now() + SWAP_WAIT_MS;
  for (;;) {
    const before = folderId(options.root);
    const answer = await answerOnce(options, pathname);
    const found = answer.kind === 'redirect' || (answer.kind === 'file' && answer.status === 200);
    const settled = before !== undefined && folderId(options.root) === before;
    if (found || settled || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Resolves and reads the answer to a path; runs under the gate's lease. */
async function answerOnce(options: StaticServerOptions, pathname: string): Promise<Answer> {
  const resolution = resolveRequest(options.root, options.address, pathname, isFile);
  if (resolution.kind === 'redirect') return { kind: 'redirect', location: resolution.location };
  if (resolution.kind === 'file') {
    const body = await readInside(options.root, resolution.file);
    if (body) return { kind: 'file', status: 200, file: resolution.file, body };
  }
  // The nearest 404.html up the requested path's folders: a locale's own (`/fr/404.html`), else the site's.
  for (const folder of foldersUp(options.address.baseUrl, pathname)) {
    const notFoundPage = path.join(options.root, folder, '404.html');
    const body = await readInside(options.root, notFoundPage);
    if (body) return { kind: 'file', status: 404, file: notFoundPage, body };
  }
  return { kind: 'bare-404' };
}

/** `/fr/guides/x` -> `fr/guides`, `fr`, `` (below the base URL; odd segments stop the walk at the root). */
function foldersUp(baseUrl: string, pathname: string): string[] {
  const below = pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : '';
  const segments = below.split('/').slice(0, -1);
  const safe = segments.findIndex((segment) => !/^[A-Za-z0-9._-]+$/.test(segment) || /^\.+$/.test(segment));
  const usable = safe === -1 ? segments : segments.slice(0, safe);
  return usable.map((_, index) => usable.slice(0, usable.length - index).join('/')).concat('');
}

/** The file's bytes when its real path is inside the root's; undefined when it is not, or is gone. */
export async function readInside(root: string, file: string): Promise<Buffer | undefined> {
  try {
    const [realRoot, realFile] = await Promise.all([realpath(root), realpath(file)]);
    const relative = path.relative(realRoot, realFile);
    if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
    return await readFile(realFile);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // A path too long for the file system is a page that does not exist, not a server error.
    if (['ENOENT', 'ENOTDIR', 'EISDIR', 'ELOOP', 'EACCES', 'ENAMETOOLONG'].includes(code ?? '')) return undefined;
    throw error;
  }
}

/** Listens on host:port and resolves with the port; a taken or forbidden port is a user error. */
export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') reject(errors.portInUse(undefined, port));
      else if (error.code === 'EACCES') reject(errors.portNotAllowed(undefined, port, host));
      else reject(error);
    });
    server.listen(port, host, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}
