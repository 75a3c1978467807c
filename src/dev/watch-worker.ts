import { parentPort, workerData } from 'node:worker_threads';
import { noProgressBar } from '../report/progress.js';
import type { Reporter } from '../report/reporter.js';
import { terminal } from '../report/terminal.js';
import { formatDocgenError, isDocgenError } from '../errors/docgen-error.js';
import type { FromBuilder, ReportCall, ToBuilder, WatchWorkerData } from './watch-messages.js';
import { createWatchSession } from './watch-session.js';

// The build thread of `serve --watch`: the site's model lives here, so that the server's
// thread only answers requests while a rebuild runs.
const port = parentPort!;
const data = workerData as WatchWorkerData;
Object.assign(terminal, data.terminal, { progress: false });
const post = (message: FromBuilder) => port.postMessage(message);
const report = (call: ReportCall) => post({ type: 'report', call });
const reporter: Reporter = {
  stage: (...args) => report({ method: 'stage', args }),
  info: (...args) => report({ method: 'info', args }),
  detail: (...args) => report({ method: 'detail', args }),
  warn: (...args) => report({ method: 'warn', args }),
  error: (...args) => report({ method: 'error', args }),
  progress: () => noProgressBar,
};
let granted: (() => void) | undefined;
// The output folder changes only while the server's swap gate is held: asked for, then given.
const exclusive = async (change: () => Promise<void>) => {
  await new Promise<void>((resolve) => {
    granted = resolve;
    post({ type: 'exclusive' });
  });
  try {
    await change();
  } finally {
    post({ type: 'exclusive-done' });
  }
};
const session = createWatchSession({ ...data.options, exclusive }, reporter);
const describe = (error: unknown) => (isDocgenError(error) ? formatDocgenError(error) : String((error as Error)?.stack ?? error));

port.on('message', (message: ToBuilder) => {
  if (message.type === 'exclusive-granted') granted?.();
  else if (message.type === 'close') void session.close().finally(() => post({ type: 'closed' }));
  else {
    const { id, changes } = message;
    (changes ? session.update(changes) : session.start()).then(
      (update) => post({ type: 'result', id, update }),
      (error: unknown) => post({ type: 'result', id, error: describe(error) }),
    );
  }
});
