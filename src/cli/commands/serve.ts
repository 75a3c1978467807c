import { watch } from 'chokidar';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../config/load.js';
import { errors } from '../../errors/catalogue.js';
import { formatDocgenError, isDocgenError } from '../../errors/docgen-error.js';
import { LiveReload, injectLiveReload } from '../../dev/live-reload.js';
import { createStaticServer, listen } from '../../dev/static-server.js';
import { WatchQueue } from '../../dev/watch-queue.js';
import { createReporter, dim, green } from '../reporter.js';
import { displayPath, runBuild } from './build.js';

export interface ServeOptions {
  root: string;
  out: string;
  port: number;
  host: string;
  watch?: boolean;
}

/**
 * `docgen serve`: serves the output folder with clean URLs. With --watch it builds
 * first, then rebuilds on every change to config, docs, specs or static files and tells
 * open pages to reload; a failed rebuild keeps the last good output and shows the error.
 */
export async function runServe(options: ServeOptions): Promise<void> {
  const reporter = createReporter();
  const root = path.resolve(options.root);
  const outDir = path.resolve(root, options.out);
  const liveReload = new LiveReload();
  const describe = (error: unknown) => (isDocgenError(error) ? formatDocgenError(error) : String((error as Error)?.stack ?? error));

  let baseUrl = '/';
  if (options.watch) {
    try {
      baseUrl = (await runBuild({ root, out: options.out, handleSignals: false })).baseUrl;
    } catch (error) {
      reporter.error(describe(error));
      if (!existsSync(path.join(outDir, 'index.html'))) reporter.info('Waiting for a change that builds...');
    }
  } else {
    if (!existsSync(path.join(outDir, 'index.html'))) throw errors.outputMissing(outDir);
    baseUrl = (await loadConfig(root)).baseUrl;
  }

  const server = createStaticServer({
    root: outDir,
    baseUrl,
    transformHtml: options.watch ? injectLiveReload : undefined,
    extraRoutes: options.watch ? liveReload.route : undefined,
  });
  const port = await listen(server, options.port, options.host);
  if (port === undefined) throw errors.portInUse(options.port);
  reporter.info(
    green(`Serving ${displayPath(outDir)} at http://${options.host}:${port}${baseUrl}`) +
      dim(options.watch ? '  (watching for changes)' : ''),
  );

  if (!options.watch) return;
  const queue = new WatchQueue(async (changes) => {
    reporter.info(dim(`Changed: ${changes.map((file) => path.relative(root, file)).join(', ')}`));
    try {
      await runBuild({ root, out: options.out, handleSignals: false });
      liveReload.send('reload');
    } catch (error) {
      const message = describe(error);
      reporter.error(message);
      reporter.info(dim('The last good build is still being served; save a fix to rebuild.'));
      liveReload.send('build-error', message);
    }
  });
  const watcher = watch(
    ['site.config.ts', 'docs', 'specs', 'static'].map((entry) => path.join(root, entry)),
    {
      ignoreInitial: true,
      ignored: (file: string) => file.startsWith(outDir) || path.basename(file).startsWith('.'),
    },
  );
  watcher.on('all', (_event, file) => queue.add(file));
  const stop = async () => {
    await watcher.close();
    liveReload.close();
    server.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}
