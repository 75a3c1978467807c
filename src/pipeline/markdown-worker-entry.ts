// The markdown worker thread's entry (dist/markdown-worker.js): markdown's task loop with
// the llms stage's twin maker plugged in, so that markdown itself never imports llms.
import { createReaderBodyMaker } from '../llms/docs-reader-body.js';
import { serveMarkdownTasks } from '../markdown/markdown-worker.js';

serveMarkdownTasks(createReaderBodyMaker);
