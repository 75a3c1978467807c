import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveReload, siteRelativeMessage } from '../../../src/dev/live-reload.js';
import { listen } from '../../../src/http/static-server.js';

/** A live-reload event stream on a free port. */
async function eventServer(live: LiveReload): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => void live.route(request, response));
  const port = await listen(server, 0, '127.0.0.1');
  return { server, url: `http://127.0.0.1:${port}/__docgen/events` };
}

/** Connects and reads the stream until it holds `until`; returns what came until then. */
async function readUntil(url: string, until: string, connected: () => void = () => {}): Promise<string> {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  connected();
  const reader = response.body!.getReader();
  let text = '';
  while (!text.includes(until)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += Buffer.from(value).toString('utf8');
  }
  controller.abort();
  return text;
}

describe('LiveReload', () => {
  let server: Server | undefined;
  afterEach(() => {
    server?.closeAllConnections();
    server?.close();
  });

  it('sends the last build error to a page that connects while the site is broken', async () => {
    const live = new LiveReload();
    const started = await eventServer(live);
    server = started.server;
    live.failed('DG114 broken link');
    const text = await readUntil(started.url, 'event: build-error');
    expect(text).toContain('event: build-error\ndata: "DG114 broken link"');
  });

  it('forgets the error once a build succeeds: a page that connects then gets none', async () => {
    const live = new LiveReload();
    const started = await eventServer(live);
    server = started.server;
    live.failed('DG114 broken link');
    live.send('changed', ['/guide/usage']);
    // A reload event marks the end of what the connection got first.
    const text = await readUntil(started.url, 'event: reload', () => live.send('reload'));
    expect(text).not.toContain('build-error');
  });
});

describe('the overlay never shows where the site lives on the machine', () => {
  it('writes paths inside the site from its folder, and leaves other text as it is', () => {
    const message = 'error DG114 /home/ci/work/site/docs/guide/usage.md:5:10: a broken link (see /home/ci/work/site/docs/x.md)';
    expect(siteRelativeMessage(message, '/home/ci/work/site')).toBe('error DG114 docs/guide/usage.md:5:10: a broken link (see docs/x.md)');
    expect(siteRelativeMessage(message, '/home/ci/work/site/')).toBe('error DG114 docs/guide/usage.md:5:10: a broken link (see docs/x.md)');
    expect(siteRelativeMessage('/home/ci/work/site-two/a.md', '/home/ci/work/site')).toBe('/home/ci/work/site-two/a.md');
  });
});
