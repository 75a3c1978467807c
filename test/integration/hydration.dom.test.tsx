// @vitest-environment happy-dom
/**
 * Every island of every page of the widgets, builtins and reader-tools fixtures, server-rendered by the real build,
 * hydrates under development React (which reports attribute mismatches that production
 * React silently ignores) without a single warning.
 */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { act } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildInMemory, fixtureSite } from '../helpers/build-fixture.js';
import { findWidget } from '../../widgets/registry.js';
import { hydrateWidget } from '../../widgets/runtime/hydrate.js';
import { englishMessages } from '../../src/i18n/messages.js';
import { RUNTIME_MESSAGES } from '../../widgets/message-keys.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let pages: [string, string][];
/** The build's text files by path, for the shared prop files islands name (a sidebar's tree). */
let texts: Map<string, string>;

beforeAll(async () => {
  // The widgets fixture has every page widget; the builtins fixture has the tabs. Its MDX
  // page is left out: MDX pages are loaded as modules, which this DOM environment cannot.
  const builtins = path.join(mkdtempSync(path.join(tmpdir(), 'docgen-hydration-')), 'builtins');
  cpSync(fixtureSite('builtins'), builtins, { recursive: true, filter: (source) => !source.endsWith('.mdx') });
  // The reader-tools fixture has the page menu, image zoom and the 404 page's suggestions.
  const results = await Promise.all([fixtureSite('widgets'), builtins, fixtureSite('reader-tools')].map((root) => buildInMemory(root)));
  pages = results.flatMap(
    (result) => [...result.files].filter(([file, content]) => file.endsWith('.html') && typeof content === 'string') as [string, string][],
  );
  texts = new Map(
    results.flatMap((result) => [...result.files].filter(([, content]) => typeof content === 'string') as [string, string][]),
  );
}, 60_000);

afterAll(() => vi.restoreAllMocks());

describe('hydration', () => {
  it('matches the server HTML for every island of every page', async () => {
    const problems: string[] = [];
    const error = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => problems.push(args.map(String).join(' ')));
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => problems.push(args.map(String).join(' ')));
    let islands = 0;
    for (const [file, html] of pages) {
      // Only the body: happy-dom would try to fetch the head's stylesheet.
      const template = document.createElement('template');
      template.innerHTML = html.slice(html.indexOf('<body>') + 6, html.lastIndexOf('</body>'));
      document.body.replaceChildren(template.content);
      const roots: { unmount(): void }[] = [];
      for (const element of document.querySelectorAll<HTMLElement>('docgen-island')) {
        const name = element.dataset.widget!;
        const definition = findWidget(name)!;
        const before = problems.length;
        await act(async () => {
          const props = JSON.parse(element.dataset.props!) as Record<string, unknown>;
          // What the runtime fetches before hydrating: each prop named in data-shared, from its file.
          for (const [key, url] of Object.entries(JSON.parse(element.dataset.shared ?? '{}') as Record<string, string>))
            props[key] = JSON.parse(texts.get(url.replace(/^\//, ''))!);
          const messages = englishMessages.pick(RUNTIME_MESSAGES);
          roots.push(hydrateWidget(element, name, definition.component, props, element.dataset.prefix!, messages));
        });
        islands++;
        if (problems.length > before) problems.splice(before, 0, `-- ${file} ${name}:`);
      }
      await act(async () => roots.forEach((root) => root.unmount()));
    }
    error.mockRestore();
    expect(islands).toBeGreaterThan(40);
    expect(problems).toEqual([]);
  });
});
