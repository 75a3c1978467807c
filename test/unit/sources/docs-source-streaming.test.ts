import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/load.js';
import { loadDocsSources } from '../../../src/sources/docs/docs-variants.js';
import type { MarkdownPool } from '../../../src/markdown/markdown-pool.js';
import { createMarkdownRenderer, type MarkdownInput, type MarkdownOutput } from '../../../src/markdown/processor.js';
import { collectRoutes } from '../../../src/pipeline/collect-routes.js';
import { englishMessages } from '../../../src/i18n/messages.js';
import { docsMarkdownOptions } from '../../../src/markdown/docs-markdown-options.js';
import { loadVariants } from '../../../src/variants/variants.js';

/** A pool whose tasks finish when the test says: each renders on this thread, or fails. */
function heldPool() {
  const render = createMarkdownRenderer(
    docsMarkdownOptions({ messages: englishMessages }, { routeForDoc: () => undefined, sitePath: (sitePath) => sitePath }),
  );
  const tasks = new Map<string, { input: MarkdownInput; resolve: (output: MarkdownOutput) => void; reject: (error: unknown) => void }>();
  const pool: MarkdownPool = {
    minPages: 0,
    threads: 1,
    addContext: () => 0,
    start: () => undefined,
    close: async () => undefined,
    run: (_context, input) => new Promise((resolve, reject) => tasks.set(input.sourcePath, { input, resolve, reject })),
  };
  const finish = async (sourcePath: string) => {
    const task = tasks.get(sourcePath)!;
    task.resolve(await render(task.input));
  };
  const fail = (sourcePath: string, error: Error) => tasks.get(sourcePath)!.reject(error);
  return { pool, tasks, finish, fail };
}

async function docsSite(held: ReturnType<typeof heldPool>) {
  const root = mkdtempSync(path.join(tmpdir(), 'docgen-streaming-'));
  writeFileSync(path.join(root, 'site.config.ts'), `export default { title: 'S', url: 'https://s.test' };\n`);
  mkdirSync(path.join(root, 'docs'));
  for (const name of ['one', 'two', 'three'])
    writeFileSync(path.join(root, `docs/${name}.md`), `---\ntitle: Page ${name}\n---\n\nText of ${name}.\n`);
  const config = await loadConfig(root);
  const variants = await loadVariants(config);
  const [docs] = await loadDocsSources(root, variants, new Map(), undefined, undefined, { pool: held.pool });
  const { site } = collectRoutes(config, [docs!], variants);
  await docs!.parse();
  return { docs: docs!, site, route: (name: string) => site.routes.get(`/${name}`)! };
}

/** Whether a promise has settled once the queued microtasks and one turn of the loop have run. */
async function settled(promise: Promise<unknown> | undefined): Promise<boolean> {
  let done = promise === undefined;
  promise?.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('docs pages ready as their markdown finishes', () => {
  it("lets a page be made once its own markdown is back, while other pages' is still on the threads", async () => {
    const held = heldPool();
    const { docs, site, route } = await docsSite(held);
    const preparing = docs.prepare!(site);
    await new Promise((resolve) => setImmediate(resolve));
    expect([...held.tasks.keys()].sort()).toEqual(['one.md', 'three.md', 'two.md']);
    const two = docs.ready!(route('two'));
    expect(await settled(two)).toBe(false);
    await held.finish('two.md');
    expect(await settled(two)).toBe(true);
    expect(await settled(docs.ready!(route('one')))).toBe(false);
    expect(await settled(preparing)).toBe(false);
    // The page is made from the markdown that arrived: its search entry holds its text.
    expect(JSON.stringify(docs.page(route('two'), site, englishMessages).search)).toContain('Text of two.');
    await held.finish('one.md');
    await held.finish('three.md');
    await expect(preparing).resolves.toEqual([]);
    expect(docs.ready!(route('three'))).toBeUndefined();
  });

  it('fails the pages still waiting with the error of the page whose markdown failed', async () => {
    const held = heldPool();
    const { docs, site, route } = await docsSite(held);
    const preparing = docs.prepare!(site);
    preparing.catch(() => undefined);
    await new Promise((resolve) => setImmediate(resolve));
    const three = docs.ready!(route('three'));
    const failure = new Error('docs/one.md:4: the markdown could not be rendered');
    held.fail('one.md', failure);
    await expect(three).rejects.toBe(failure);
    await expect(preparing).rejects.toBe(failure);
  });
});
