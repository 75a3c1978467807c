import { CONFIG_FILE_NAMES } from '../config/config-file.js';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/load.js';
import { withBaseUrl } from '../config/base-url.js';
import { rootAddress, siteAddress } from '../core/site-address.js';
import { errors } from '../errors/catalogue.js';
import { formatDocgenError, isDocgenError } from '../errors/docgen-error.js';
import { LiveReload, injectLiveReload, siteRelativeMessage } from './live-reload.js';
import { createStaticServer, listen, type StaticServerOptions } from '../http/static-server.js';
import { SwapGate } from '../http/swap-gate.js';
import { WatchQueue } from './watch-queue.js';
import { watchSources } from './source-watcher.js';
import { KnownSources, pathsUnder } from './known-sources.js';
import { withFolderContents } from './change-kinds.js';
import { SIDEBARS_FILES } from '../content/sidebars-file.js';
import { createReporter, dim, green, type Reporter } from '../report/reporter.js';
import { checkOutputFolder, refuseForeignFolder } from '../write/prepare-output.js';
import { displayPath } from '../commands/build.js';
import { startWatchBuilder, WatchBuildError } from './watch-builder.js';
import { createMockRoute } from './mock-route.js';
import { mockAddresses } from './mock-addresses.js';
import { announceDevelopmentBuild, BUILD_OUTPUT, serveOutput } from './dev-output.js';
import { claimServedFolder, refuseServedFolder, type ServingClaim } from '../write/serving-claim.js';

export interface ServeOptions {
  root: string;
  /** Undefined: `build`, or with `watch` the development build's folder (`serveOutput`). */
  out?: string;
  port: number;
  host: string;
  watch?: boolean;
  versions?: string;
  locale?: string;
  /** Serve (and with --watch, build) for this base URL instead of the config's. */
  baseUrl?: string;
}

/** A running server: where it answers, and how to stop it (and its watcher). */
export interface ServeHandle {
  /** The site's address, base URL included: `http://127.0.0.1:3000/`. */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** `docgen serve` on the command line: serves until Ctrl-C or SIGTERM. */
export async function runServe(options: ServeOptions): Promise<void> {
  const handle = await startServer(options);
  const stop = async () => {
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

/**
 * Serves the output folder with clean URLs. With `watch` it builds first, then rebuilds
 * on every change to config, docs, specs or static files and tells open pages to reload;
 * a failed rebuild keeps the last good output and shows the error.
 */
export async function startServer(options: ServeOptions, reporter: Reporter = createReporter()): Promise<ServeHandle> {
  const root = path.resolve(options.root);
  const out = serveOutput(options.out, options.watch);
  const outDir = path.resolve(root, out);
  const liveReload = new LiveReload();
  const gate = new SwapGate();
  const describe = (error: unknown) =>
    error instanceof WatchBuildError
      ? error.message
      : isDocgenError(error)
        ? formatDocgenError(error)
        : String((error as Error)?.stack ?? error);

  // Until the first build says otherwise (watch mode), or as the config says (a built folder).
  let address = siteAddress(rootAddress);
  if (options.watch) {
    checkOutputFolder(root, outDir);
    // Before the first build: no change of the sources can make a foreign folder (or a
    // file) usable, so serve --watch stops at once rather than wait for one.
    refuseForeignFolder(outDir);
    refuseServedFolder(outDir);
  } else {
    if (!existsSync(path.join(outDir, 'index.html'))) throw errors.outputMissing({ file: outDir }, outDir);
    address = siteAddress(withBaseUrl(await loadConfig(root), options.baseUrl));
  }
  // Read on every request: a rebuild may change the site's address.
  const site: StaticServerOptions = {
    root: outDir,
    address,
    gate,
    transformHtml: options.watch ? injectLiveReload : undefined,
    onError: (error) => reporter.error(`docgen serve could not answer a request: ${describe(error)}`),
  };
  const mockRoute = createMockRoute({
    root: outDir,
    baseUrl: () => site.address.baseUrl,
    gate,
    ready: () => site.ready,
    onError: (error) => reporter.error(`docgen serve's mock failed: ${describe(error)}`),
  });
  const liveRoute = options.watch ? liveReload.route : undefined;
  site.extraRoutes = (request, response) => mockRoute(request, response) || (liveRoute?.(request, response) ?? false);
  const server = createStaticServer(site);
  // The port first: a taken port is said at once, not after a build. Requests that come
  // during the first build wait for it.
  let opened = () => {};
  site.ready = new Promise<void>((resolve) => (opened = resolve));
  if (!options.watch) opened();
  const port = await listen(server, options.port, options.host);
  let claim: ServingClaim | undefined;
  if (options.watch) {
    // Until it stops, no other build or server replaces the folder it keeps built.
    try {
      mkdirSync(path.dirname(outDir), { recursive: true });
      claim = claimServedFolder(outDir);
    } catch (error) {
      server.close();
      throw error;
    }
  }
  const servedAt = () => `http://${options.host}:${port}${site.address.baseUrl}`;
  const announce = async () => {
    reporter.info(green(`Serving ${displayPath(outDir)} at ${servedAt()}`) + dim(options.watch ? '  (watching for changes)' : ''));
    if (options.watch) announceDevelopmentBuild(reporter, outDir, path.resolve(root, BUILD_OUTPUT));
    for (const line of await mockAddresses(root, outDir, `http://${options.host}:${port}`, site.address)) reporter.info(line);
  };
  // Idle keep-alive connections would hold close() open for seconds: end them too.
  const closeServer = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  if (!options.watch) {
    await announce();
    return { url: servedAt(), port, close: closeServer };
  }

  // The builds run on a thread of their own: the server keeps answering meanwhile.
  const builder = startWatchBuilder(
    { root, out, versions: options.versions, locale: options.locale, baseUrl: options.baseUrl },
    gate,
    reporter,
  );
  // Watching starts before the first build, so that no change made meanwhile is lost;
  // the queue runs its builds after the first one.
  let firstBuild: Promise<void> = Promise.resolve();
  let closing = false;
  const known = new KnownSources();
  const queue = new WatchQueue(async (saved) => {
    await firstBuild;
    if (closing) return;
    // An editor's temporary files, made and gone within a save, ask for nothing.
    const changes = known.sift(await withFolderContents(saved));
    if (!changes.length) return;
    reporter.info(dim(`Changed: ${changes.map((file) => path.relative(root, file)).join(', ')}`));
    try {
      const update = await builder.update(changes);
      site.address = siteAddress(update.address);
      await watchAlso(update.configImports);
      const count = update.changedPages.length;
      const files = update.changedFiles;
      reporter.info(dim(`Up to date: ${count} page${count === 1 ? '' : 's'} changed (${files} file${files === 1 ? '' : 's'})`));
      // Each open page reloads only if this build changed it.
      liveReload.send('changed', update.changedPages);
    } catch (error) {
      if (closing) return; // the build was stopped with the server
      const message = describe(error);
      reporter.error(message);
      reporter.info(dim('The last good build is still being served; save a fix to rebuild.'));
      liveReload.failed(siteRelativeMessage(message, root));
    }
  });
  const watched = [
    ...CONFIG_FILE_NAMES,
    'docs',
    'specs',
    'static',
    // The blog's default folder: a saved post builds the site again.
    'blog',
    // The site's own pages (Docusaurus's src/pages): a saved page builds the site again.
    'src/pages',
    'components',
    'versions.json',
    'versioned_docs',
    'versioned_specs',
    'i18n',
  ]
    .concat(SIDEBARS_FILES, 'versioned_sidebars')
    .map((entry) => path.join(root, entry));
  const watcher = await watchSources(watched, outDir, (file) => queue.add(file));
  // The site's own files the configuration imports (a plugin's module) or names (a docs instance's folder), known
  // once it is loaded: a change builds the site. Watched by watchers of their own, ready before the build is announced.
  const watching = new Set(watched);
  const moreWatchers: Awaited<ReturnType<typeof watchSources>>[] = [];
  const watchAlso = async (files: readonly string[] = []) => {
    const added = files.filter((file) => !watching.has(file));
    if (!added.length) return;
    for (const file of added) watching.add(file);
    known.know(await pathsUnder(added));
    moreWatchers.push(await watchSources(added, outDir, (file) => queue.add(file)));
  };
  // Listed once watching began: a file made since is a change the queue sees.
  known.know(await pathsUnder(watched));
  firstBuild = (async () => {
    try {
      const update = await builder.start();
      site.address = siteAddress(update.address);
      await watchAlso(update.configImports);
    } catch (error) {
      const message = describe(error);
      reporter.error(message);
      liveReload.failed(siteRelativeMessage(message, root)); // pages of an earlier output, served meanwhile, show it
      if (!existsSync(path.join(outDir, 'index.html'))) reporter.info('Waiting for a change that builds...');
    } finally {
      opened();
    }
  })();
  await firstBuild;
  await announce();
  return {
    url: servedAt(),
    port,
    close: async () => {
      closing = true;
      await Promise.all([watcher, ...moreWatchers].map((each) => each.close()));
      await builder.close();
      liveReload.close();
      await closeServer();
      claim?.release();
    },
  };
}
