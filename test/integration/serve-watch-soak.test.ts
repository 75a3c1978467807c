/**
 * `docgen serve --watch` under load: 100 rebuilds (a guide's edit: its page re-rendered
 * and written in place) while requests keep arriving, 10,000 requests in all. None may fail (every answer is the
 * status that path always has), and the server's memory stays flat.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServe } from '../helpers/serve-process.js';
import { copyFixtureSite } from '../helpers/site-copy.js';

const REBUILDS = 100;
const REQUESTS_PER_REBUILD = 100;
/** Each path and the status it must always get. */
const PATHS: [string, number][] = [
  ['/', 200],
  ['/guide/intro', 200],
  ['/guide/intro.html', 301],
  ['/img/logo.svg', 200],
  ['/search-index.json', 200],
  ['/sitemap.xml', 200],
  ['/no/such/page', 404],
];

/** Resident memory of a process, in MB. */
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

describe('serve --watch under load', () => {
  it('answers 10,000 requests across 100 rebuilds without one failure, with flat memory', async () => {
    const { root } = copyFixtureSite('basic');
    // A small old generation makes V8 collect as it goes, so resident memory shows what
    // the server keeps, not garbage it has not collected yet (a leak would run out of it).
    const server = await startServe(['--watch', '--port', '0'], root, { NODE_OPTIONS: '--max-old-space-size=96' });
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    const failures: string[] = [];
    let answered = 0;
    const get = (pathname: string, expected: number) =>
      new Promise<void>((resolve) => {
        const req = request(`${server.url}${pathname}`, { agent }, (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode !== expected) failures.push(`${pathname}: ${response.statusCode}`);
            answered++;
            resolve();
          });
          response.on('error', (error) => (failures.push(`${pathname}: ${error.message}`), resolve()));
        });
        req.on('error', (error) => (failures.push(`${pathname}: ${error.message}`), resolve()));
        req.end();
      });
    const memory: number[] = [];
    try {
      const page = path.join(root, 'docs/guide/intro.md');
      for (let rebuild = 1; rebuild <= REBUILDS; rebuild++) {
        appendFileSync(page, `\nEdit number ${rebuild}.\n`);
        // Requests go out while the rebuild runs and swaps the folder.
        const load = Promise.all(Array.from({ length: REQUESTS_PER_REBUILD }, (_, index) => get(...PATHS[index % PATHS.length]!)));
        await server.seen('Up to date', rebuild);
        await load;
        if (rebuild === 1 || rebuild === REBUILDS) memory.push(rssMb(server.child.pid!));
        if (rebuild % 10 === 0) console.log(`rebuild ${rebuild}: ${rssMb(server.child.pid!).toFixed(0)} MB`);
      }
      const edited = await fetch(`${server.url}/guide/intro`).then((response) => response.text());
      expect(edited).toContain(`Edit number ${REBUILDS}.`);
    } finally {
      agent.destroy();
      await server.stop();
    }
    console.log(
      `serve --watch: ${answered} requests across ${REBUILDS} rebuilds; RSS ${memory[0]!.toFixed(0)} MB after rebuild 1, ${memory[1]!.toFixed(0)} MB after rebuild ${REBUILDS}`,
    );
    expect(failures).toEqual([]);
    expect(answered).toBe(REBUILDS * REQUESTS_PER_REBUILD);
    expect(memory[1]! / memory[0]!).toBeLessThan(1.5);
  }, 240_000);
});
