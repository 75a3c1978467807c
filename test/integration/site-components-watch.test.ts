import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServe } from '../helpers/serve-process.js';
import { copyFixtureSite } from '../helpers/site-copy.js';

describe("serve --watch and the site's components", () => {
  it('rebuilds when a component file changes, and serves the new markup', async () => {
    const { root } = copyFixtureSite('components');
    const server = await startServe(['--watch', '--port', '0'], root);
    try {
      await server.seen('Built ');
      expect(await fetch(`${server.url}/`).then((response) => response.text())).toContain('Hello, ADA!');
      const file = path.join(root, 'components/greeting.tsx');
      writeFileSync(file, readFileSync(file, 'utf8').replace('Hello, ', 'Welcome, '));
      await server.seen('Built ', 2);
      expect(await fetch(`${server.url}/`).then((response) => response.text())).toContain('Welcome, ADA!');
    } finally {
      await server.stop();
    }
  }, 60_000);
});
