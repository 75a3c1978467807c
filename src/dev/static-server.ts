import { createReadStream, existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';

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
  /** The site's base URL; requests outside it are redirected into it. */
  baseUrl: string;
  /** Changes an HTML page before it is sent (the live-reload client is added this way). */
  transformHtml?: (html: string) => string;
  /** Extra routes (the live-reload event stream). Return true when handled. */
  extraRoutes?: (request: IncomingMessage, response: ServerResponse) => boolean;
}

export type Resolution = { kind: 'file'; file: string } | { kind: 'redirect'; location: string } | { kind: 'not-found' };

/**
 * Maps a request path to what to answer, the way static hosts do clean URLs:
 * `/guides/x` serves `guides/x/index.html`; `/guides/x.html` and `/guides/x/index.html`
 * redirect to `/guides/x`. Pure apart from the existence checks.
 */
export function resolveRequest(root: string, baseUrl: string, pathname: string, exists: (file: string) => boolean): Resolution {
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
  if (relative.split('/').includes('..')) return { kind: 'not-found' };
  const htmlMatch = /^(.*?)(?:(?:^|\/)index\.html|\.html)$/.exec(relative);
  if (htmlMatch && relative !== '404.html') {
    const clean = htmlMatch[1]!.replace(/\/$/, '');
    if (exists(path.join(root, clean, 'index.html')) || exists(path.join(root, `${clean}.html`)) || clean === '') {
      return { kind: 'redirect', location: `${baseUrl}${clean}` };
    }
  }
  const direct = path.join(root, relative);
  if (relative !== '' && !relative.endsWith('/') && exists(direct)) return { kind: 'file', file: direct };
  const trimmed = relative.replace(/\/$/, '');
  if (trimmed !== relative && trimmed !== '' && exists(path.join(root, trimmed, 'index.html'))) {
    return { kind: 'redirect', location: `${baseUrl}${trimmed}` };
  }
  const asPage = path.join(root, trimmed, 'index.html');
  if (exists(asPage)) return { kind: 'file', file: asPage };
  // `/x.html` redirects to `/x` when `x.html` exists, so `/x` must serve it.
  const asHtmlFile = path.join(root, `${trimmed}.html`);
  if (trimmed !== '' && exists(asHtmlFile)) return { kind: 'file', file: asHtmlFile };
  return { kind: 'not-found' };
}

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/** A small static server for the built site, with clean URLs and the site's 404 page. */
export function createStaticServer(options: StaticServerOptions): Server {
  return createServer((request, response) => {
    void handle(options, request, response).catch((error: unknown) => {
      response.statusCode = 500;
      response.end(`docgen serve: ${(error as Error).message}`);
    });
  });
}

async function handle(options: StaticServerOptions, request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (options.extraRoutes?.(request, response)) return;
  const url = new URL(request.url ?? '/', 'http://localhost');
  const resolution = resolveRequest(options.root, options.baseUrl, url.pathname, isFile);
  if (resolution.kind === 'redirect') {
    response.writeHead(301, { Location: resolution.location + url.search });
    response.end();
    return;
  }
  if (resolution.kind === 'not-found') {
    const notFound = path.join(options.root, '404.html');
    response.statusCode = 404;
    if (isFile(notFound)) return sendHtml(options, response, notFound);
    response.end('Not found');
    return;
  }
  const extension = path.extname(resolution.file);
  if (extension === '.html') return sendHtml(options, response, resolution.file);
  response.setHeader('Content-Type', TYPES[extension] ?? 'application/octet-stream');
  // Hashed assets never change; everything else is revalidated.
  response.setHeader('Cache-Control', /-[A-Z0-9]{8}\.(js|css)$/.test(resolution.file) ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  createReadStream(resolution.file).pipe(response);
}

async function sendHtml(options: StaticServerOptions, response: ServerResponse, file: string): Promise<void> {
  const html = await readFile(file, 'utf8');
  response.setHeader('Content-Type', TYPES['.html']!);
  response.setHeader('Cache-Control', 'no-cache');
  response.end(options.transformHtml ? options.transformHtml(html) : html);
}

/** Listens on host:port; a taken port becomes `undefined` so the caller can explain it. */
export function listen(server: Server, port: number, host: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? resolve(undefined) : reject(error)));
    server.listen(port, host, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}
