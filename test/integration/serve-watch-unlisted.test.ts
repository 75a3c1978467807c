/**
 * `docgen serve --watch` after a guide became `unlisted` (and listed again): with no
 * build of the site, the page leaves the search index, llms.txt and llms-full.txt, loses
 * its markdown twin and the head link to it, and the served folder is byte for byte what
 * a fresh `docgen build` of the same sources writes.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServe } from '../helpers/serve-process.js';
import { copyFixtureSite } from '../helpers/site-copy.js';
import { edit, expectSameAsBuild, settled, WATCH_OUT } from '../helpers/watch-refresh.js';

describe('serve --watch, a guide made unlisted', () => {
  it('takes the page out of search, the llms files and its twin, as a build does, and back again', async () => {
    const { root } = copyFixtureSite('basic');
    const server = await startServe(['--watch', '--port', '0'], root);
    const read = (file: string) => readFileSync(path.join(root, WATCH_OUT, file), 'utf8');
    const usage = path.join(root, 'docs/guide/usage.md');
    try {
      expect(read('llms.txt')).toContain('/guide/usage.md');
      let offset = server.output().length;
      edit(usage, 'sidebar_position: 2', 'sidebar_position: 2\nunlisted: true');
      let printed = await settled(server, root, offset);
      expect(printed).not.toContain('Building .');
      expect(existsSync(path.join(root, WATCH_OUT, 'guide/usage.md'))).toBe(false);
      expect(read('guide/usage/index.html')).not.toContain('type="text/markdown"');
      expect(read('llms.txt')).not.toContain('/guide/usage.md');
      expect(read('llms-full.txt')).not.toContain('Call it.');
      expect(read('search-index.json')).not.toContain('"/guide/usage"');
      await expectSameAsBuild(root);

      // Listed again: everything comes back.
      offset = server.output().length;
      edit(usage, 'sidebar_position: 2\nunlisted: true', 'sidebar_position: 2');
      printed = await settled(server, root, offset);
      expect(printed).not.toContain('Building .');
      expect(read('llms.txt')).toContain('/guide/usage.md');
      await expectSameAsBuild(root);
    } finally {
      await server.stop();
    }
  }, 400_000);
});
