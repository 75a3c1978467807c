// A render thread of `docgen build` (src/pipeline/render-threads.ts starts it): loads the
// site with the CLI's own page sources, the API reference, whose documents the main
// thread validates (so here they are only parsed), then renders its share of the pages.
import { loadApiReference } from '../sources/api/page-source.js';
import { runRenderThread } from '../pipeline/render-thread.js';

/** What the CLI's page sources need beyond the config: plain data, as it crosses threads. */
export interface CliThreadSources {
  mockServed?: boolean;
}

void runRenderThread((config, variants, catalogues, data) =>
  loadApiReference(config, variants, catalogues, { mockServed: (data as CliThreadSources).mockServed, validate: false }),
);
