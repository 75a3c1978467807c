import { entry } from './error-entry.js';

/** Errors about building for a deployment (`--base-url`). */
export const deployErrorData = {
  baseUrlOptionInvalid: entry({
    code: 'DG150',
    title: 'The base URL given for this build is not a path',
    message: (value: string, problem: string) => `--base-url ${JSON.stringify(value)}: ${problem}.`,
    hint: 'Give a path that starts and ends with "/", such as --base-url /preview/pr-42/ (or "/" for the root of a host).',
    docs: '`--base-url` (and the `baseUrl` option of the programmatic API) replaces the configuration’s `baseUrl` for one build, for a preview deployment under a path. It follows the same rule as `baseUrl`: a path that starts and ends with `/`.',
  }),
};
