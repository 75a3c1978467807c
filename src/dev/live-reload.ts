import type { IncomingMessage, ServerResponse } from 'node:http';

const EVENTS_PATH = '/__docgen/events';

/**
 * A build's error as the pages' overlay shows it: paths inside the site written from its
 * folder (`docs/guide/usage.md:5`), so a page never shows where the site lives on the machine.
 */
export function siteRelativeMessage(message: string, siteRoot: string): string {
  return message.split(`${siteRoot.replace(/[\\/]+$/, '')}/`).join('');
}

const eventText = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * Server-sent events to every open page: `changed` after a build, with the address paths
 * of the pages it changed (see `pageKey`), `reload` for every page, `build-error` when a
 * build fails. The error is kept until a build succeeds: a page opened or reloaded
 * meanwhile gets it as soon as it connects, since the site it shows is still broken.
 */
export class LiveReload {
  readonly #clients = new Set<ServerResponse>();
  /** The last build's error; undefined once a build succeeded. */
  #error: string | undefined;

  /** Handles the event-stream route; returns false for any other request. */
  route = (request: IncomingMessage, response: ServerResponse): boolean => {
    if (!request.url?.startsWith(EVENTS_PATH)) return false;
    response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
    response.write('retry: 500\n\n');
    if (this.#error !== undefined) response.write(eventText('build-error', this.#error));
    this.#clients.add(response);
    request.on('close', () => this.#clients.delete(response));
    return true;
  };

  send(event: 'reload' | 'changed', data: unknown = ''): void {
    this.#error = undefined; // only a successful build sends these
    this.#broadcast(eventText(event, data));
  }

  /** A build failed: every page, open now or until a build succeeds, shows `message`. */
  failed(message: string): void {
    this.#error = message;
    this.#broadcast(eventText('build-error', message));
  }

  #broadcast(payload: string): void {
    for (const client of this.#clients) client.write(payload);
  }

  close(): void {
    for (const client of this.#clients) client.end();
    this.#clients.clear();
  }
}

/**
 * Added to every served page in watch mode: reloads on `reload`, and on `changed` when
 * the build changed this page (keeping the scroll position); shows the build error over
 * the page on `build-error`, also on the pages the router swaps in, until a build succeeds.
 */
const LIVE_RELOAD_CLIENT = `<script type="module">
const key = 'docgen:scroll:' + location.pathname;
const saved = sessionStorage.getItem(key);
if (saved) { sessionStorage.removeItem(key); requestAnimationFrame(() => scrollTo(0, Number(saved))); }
const source = new EventSource('${EVENTS_PATH}');
const reload = () => { sessionStorage.setItem(key, String(scrollY)); location.reload(); };
const here = () => location.pathname.replace(/(^|\\/)index\\.html$/, '$1').replace(/\\.html$/, '').replace(/\\/$/, '');
// Says that the page listens (a test waits for it before it saves a file).
source.addEventListener('open', () => (document.documentElement.dataset.docgenLive = 'open'));
source.addEventListener('reload', reload);
// The last build's error while the site is broken: the router's page swaps drop the
// overlay with the old page's body, so it is put back after each one.
let failure = null;
const clearError = () => { failure = null; document.getElementById('docgen-build-error')?.remove(); };
const showError = () => {
  if (failure === null) return;
  let box = document.getElementById('docgen-build-error');
  if (!box) {
    box = document.createElement('pre');
    box.id = 'docgen-build-error';
    box.setAttribute('role', 'alert');
    box.style.cssText = 'position:fixed;inset:auto 16px 16px 16px;z-index:99999;max-height:60vh;overflow:auto;margin:0;padding:16px;background:#1b1f2a;color:#ffb4b4;border:2px solid #cf222e;border-radius:8px;font:13px/1.5 ui-monospace,monospace;white-space:pre-wrap';
    document.body.append(box);
  }
  box.textContent = 'docgen: the last change did not build, this page shows the previous build.\\n\\n' + failure;
};
source.addEventListener('changed', (event) => {
  clearError();
  if (!JSON.parse(event.data).includes(here())) return;
  // The page's router swaps the changed parts in (islands hydrated again); a full reload without one.
  if (document.documentElement.dataset.docgenRouter === 'on') dispatchEvent(new Event('docgen:refresh'));
  else reload();
});
source.addEventListener('build-error', (event) => {
  failure = JSON.parse(event.data);
  showError();
});
addEventListener('docgen:navigated', showError);
</script>`;

export function injectLiveReload(html: string): string {
  const index = html.lastIndexOf('</body>');
  return index === -1 ? html + LIVE_RELOAD_CLIENT : html.slice(0, index) + LIVE_RELOAD_CLIENT + html.slice(index);
}
