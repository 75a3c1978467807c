import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isDocgenError } from '../../../src/errors/docgen-error.js';
import { claimServedFolder, refuseServedFolder } from '../../../src/write/serving-claim.js';
import { tempDir } from '../../helpers/temp.js';

const claimFile = (parent: string) => path.join(parent, '.serve.docgen-serving');
const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** The error `run` throws (it must throw one). */
function thrown(run: () => void): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}

describe('the serve --watch claim on its output folder', () => {
  it('holds this process id while claimed and is gone once released, twice over', () => {
    const parent = tempDir();
    const claim = claimServedFolder(path.join(parent, 'serve'));
    expect(readFileSync(claimFile(parent), 'utf8')).toBe(String(process.pid));
    // This process's own builds (the watch build's thread) may write the folder.
    expect(() => refuseServedFolder(path.join(parent, 'serve'))).not.toThrow();
    claim.release();
    claim.release();
    expect(existsSync(claimFile(parent))).toBe(false);
  });

  it('refuses the folder of another live server with DG067, naming the folder and its process', () => {
    const parent = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    stops.push(() => other.kill());
    writeFileSync(claimFile(parent), String(other.pid));
    const error = thrown(() => claimServedFolder(path.join(parent, 'serve')));
    expect(isDocgenError(error) && error.code).toBe('DG067');
    expect((error as Error).message).toContain(
      `${path.join(parent, 'serve')} is the build that docgen serve --watch (process ${other.pid})`,
    );
    expect(readFileSync(claimFile(parent), 'utf8')).toBe(String(other.pid));
  });

  it('takes over the claim of a server that no longer runs', () => {
    const parent = tempDir();
    const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' }).stdout.trim();
    writeFileSync(claimFile(parent), gone);
    const claim = claimServedFolder(path.join(parent, 'serve'));
    stops.push(() => claim.release());
    expect(readFileSync(claimFile(parent), 'utf8')).toBe(String(process.pid));
  });
});
