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
import { appendFileSync, readFileSync } from 'node:fs';
import { afterAll } from 'vitest';

const log = process.env.DOCGEN_TEST_CPU_LOG;

/** Seconds of CPU: this process's (user, system) and its reaped children's. */
function cpuNow(): { self: number; children: number } {
  // /proc/self/stat after the command's closing parenthesis: utime, stime, cutime, cstime are fields 14-17.
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  const tick = (index: number) => Number(fields[index - 3]) / 100;
  return { self: tick(14) + tick(15), children: tick(16) + tick(17) };
}

if (log) {
  const start = cpuNow();
  const wallStart = performance.now();
  afterAll(({}, suite) => {
    const end = cpuNow();
    appendFileSync(
      log,
      `${JSON.stringify({
        file: suite.file.filepath,
        project: suite.file.projectName,
        self: +(end.self - start.self).toFixed(2),
        children: +(end.children - start.children).toFixed(2),
        wall: +((performance.now() - wallStart) / 1000).toFixed(2),
      })}\n`,
    );
  });
}
