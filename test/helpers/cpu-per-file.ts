/**
 * Opt-in (DOCGEN_TEST_CPU_LOG=<file>): appends one JSON line per test file with the CPU
 * it cost, its own process's and that of the child processes it started and waited for
 * (Chromium, CLI and serve processes), and its wall time. CPU does not grow when the machine
 * is shared the way wall time does, so this says where the suite's time goes on any day
 * (`node scripts/test-cpu.mjs <file>` sums it by file and tier).
 *
 * A setup file runs before each test file is collected, so the figures include the file's
 * imports and hooks; its afterAll is registered first and so runs after the file's own.
 */
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import { afterAll } from 'vitest';

const log = process.env.DOCGEN_TEST_CPU_LOG;

/** Seconds of CPU of one process (user, system) and of its children it reaped; 0 if it is gone. */
function cpuOf(pid: string): { self: number; children: number } {
  try {
    // /proc/<pid>/stat after the command's closing parenthesis: utime, stime, cutime, cstime are fields 14-17.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const tick = (index: number) => Number(fields[index - 3]) / 100;
    return { self: tick(14) + tick(15), children: tick(16) + tick(17) };
  } catch {
    return { self: 0, children: 0 };
  }
}

/**
 * What the Chromium sessions of this file cost, counted as they closed (browser.ts calls it).
 * On globalThis: vitest runs this setup file again for every test file of a worker, while
 * browser.ts may hold an earlier instance of the module.
 */
const counted = globalThis as { docgenChromiumCpu?: { tree: number; reaped: number } };

/**
 * Closes a Chromium session and counts its CPU. Chromium's renderers are reaped by its zygote,
 * which does not always outlive the browser process, so the worker's reaped-children figure
 * misses most of them: every process of the session (they all name its profile folder) is read
 * just before it closes, where each one's own and reaped children's CPU together count every
 * process of the tree once. The part the worker reaps while closing is taken out of its
 * children's figure again.
 */
export async function closeCounted(profile: string, close: () => Promise<void>): Promise<void> {
  if (!log) return close();
  let tree = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let command = '';
    try {
      command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (!command.includes(profile)) continue;
    const { self, children } = cpuOf(pid);
    tree += self + children;
  }
  const before = cpuOf('self').children;
  await close();
  const sofar = counted.docgenChromiumCpu ?? { tree: 0, reaped: 0 };
  counted.docgenChromiumCpu = { tree: sofar.tree + tree, reaped: sofar.reaped + cpuOf('self').children - before };
}

if (log) {
  const start = cpuOf('self');
  counted.docgenChromiumCpu = { tree: 0, reaped: 0 };
  const wallStart = performance.now();
  afterAll(({}, suite) => {
    const end = cpuOf('self');
    const chromium = counted.docgenChromiumCpu ?? { tree: 0, reaped: 0 };
    appendFileSync(
      log,
      `${JSON.stringify({
        file: suite.file.filepath,
        project: suite.file.projectName,
        self: +(end.self - start.self).toFixed(2),
        children: +(end.children - start.children - chromium.reaped).toFixed(2),
        chromium: +chromium.tree.toFixed(2),
        wall: +((performance.now() - wallStart) / 1000).toFixed(2),
      })}\n`,
    );
  });
}
