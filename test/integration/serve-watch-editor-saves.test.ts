/**
 * `docgen serve --watch` and the ways editors save: `sed -i` renames a temporary file over
 * the page, vim probes the folder with a file `4913` and keeps a backup `page.md~` while it
 * writes, JetBrains IDEs write `page.md___jb_tmp___` and rename it into place. Each save
 * re-renders the saved page alone, as a plain write does, and names only it; the
 * temporary files never build the whole site. A file added and then removed for good
 * still does, and the served folder is then byte for byte what a fresh build writes.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServe } from '../helpers/serve-process.js';
import { copyFixtureSite } from '../helpers/site-copy.js';
import { expectSameAsBuild, settled, SLOW, WATCH_OUT } from '../helpers/watch-refresh.js';

/** The routes of the refresh's "Rendered ... again" line. */
const renderedRoutes = (printed: string) => /Rendered (.*) again in/.exec(printed)?.[1]?.split(', ') ?? [];

describe('serve --watch, saves through temporary files', () => {
  it(
    're-renders the saved page alone for sed -i, vim and JetBrains saves',
    async () => {
      const { root } = copyFixtureSite('basic');
      const page = path.join(root, 'docs/guide/intro.md');
      const server = await startServe(['--watch', '--port', '0'], root);
      /** Saves with `save`, then checks the refresh re-rendered the page alone and it serves `text`. */
      const savedAlone = async (save: () => void, text: string) => {
        const offset = server.output().length;
        save();
        const printed = await settled(server, root, offset);
        expect(printed).not.toContain('Building .');
        expect(renderedRoutes(printed)).toEqual(['/guide/intro']);
        expect(printed).toMatch(/Changed: docs\/guide\/intro\.md\n/);
        expect(await (await fetch(`${server.url}/guide/intro`)).text()).toContain(text);
      };
      try {
        await savedAlone(
          () => execFileSync('sed', ['-i', 's/Acme widgets do things./Acme widgets do things with sed./', page]),
          'with sed.',
        );

        // Each step its own process (as the editors' system calls come, some apart): the server sees the temporary files.
        const shell = (script: string) => execFileSync('sh', ['-c', script], { cwd: path.dirname(page) });
        await savedAlone(
          () =>
            shell(
              "touch 4913 && rm 4913 && mv intro.md intro.md~ && cp intro.md~ intro.md && echo 'Saved by vim.' >> intro.md && rm intro.md~",
            ),
          'Saved by vim.',
        );
        await savedAlone(
          () =>
            shell(
              "cp intro.md intro.md___jb_tmp___ && echo 'Saved by an IDE.' >> intro.md___jb_tmp___ && mv intro.md intro.md___jb_old___ && mv intro.md___jb_tmp___ intro.md && rm intro.md___jb_old___",
            ),
          'Saved by an IDE.',
        );

        // A static file added, then removed for good: both build, and the file leaves the output.
        const file = path.join(root, 'static/notes.txt');
        let offset = server.output().length;
        writeFileSync(file, 'Kept a while.\n');
        let printed = await settled(server, root, offset);
        expect(printed).toContain('Building .');
        expect(existsSync(path.join(root, WATCH_OUT, 'notes.txt'))).toBe(true);
        offset = server.output().length;
        rmSync(file);
        printed = await settled(server, root, offset);
        expect(printed).toContain('Building .');
        expect(existsSync(path.join(root, WATCH_OUT, 'notes.txt'))).toBe(false);
        await expectSameAsBuild(root);
      } finally {
        await server.stop();
      }
    },
    4 * SLOW,
  );
});
