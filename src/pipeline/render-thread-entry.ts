// A render thread of a build (src/pipeline/render-threads.ts starts it): loads the site's
// page sources from the registry (the API documents only parsed: the main thread
// validates them), then renders its share of the pages.
import { runRenderThread } from './render-thread.js';

void runRenderThread();
