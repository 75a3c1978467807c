/**
 * `docgen serve --watch` on a Docusaurus site: an edit to sidebars.js (at the site root,
 * outside docs/), to a partial, and to a docs instance's folder and sidebars file each
 * rebuild the site.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServe } from '../helpers/serve-process.js';
import { copyFixtureSite } from '../helpers/site-copy.js';

const edit = (file: string, from: string, to: string) => writeFileSync(file, readFileSync(file, 'utf8').replace(from, to));

describe('serve --watch on a Docusaurus site', () => {
  it('rebuilds when sidebars.js or a partial changes', async () => {
    const { root } = copyFixtureSite('docusaurus');
    const server = await startServe(['--watch', '--port', '0'], root);
    try {
      await server.seen('Built ', 1);
      edit(path.join(root, 'sidebars.js'), "label: 'Keys'", "label: 'Access keys'");
      await server.seen('Built ', 2);
      expect(await fetch(`${server.url}/reference/api-keys`).then((response) => response.text())).toContain('Access keys');
      edit(path.join(root, 'docs/tutorial-basics/_shared/_note.md'), 'comes from a partial', 'was edited in the partial');
      await server.seen('Built ', 3);
      expect(await fetch(`${server.url}/tutorial-basics/create-a-page`).then((response) => response.text())).toContain(
        'This paragraph was edited in the partial.',
      );
    } finally {
      await server.stop();
    }
  }, 60_000);

  it("rebuilds when a file of a docs instance's folder or its sidebars file changes", async () => {
    const { root } = copyFixtureSite('docusaurus-v3');
    const server = await startServe(['--watch', '--port', '0'], root);
    try {
      await server.seen('Built ', 1);
      edit(path.join(root, 'community/support.md'), 'answers questions', 'answers every question');
      await server.seen('Up to date', 1);
      expect(await fetch(`${server.url}/community/support`).then((response) => response.text())).toContain('answers every question');
      edit(path.join(root, 'sidebarsCommunity.js'), "label: 'Team'", "label: 'The team'");
      await server.seen('Up to date', 2);
      expect(await fetch(`${server.url}/community/support`).then((response) => response.text())).toContain('The team');
    } finally {
      await server.stop();
    }
  }, 90_000);
});
