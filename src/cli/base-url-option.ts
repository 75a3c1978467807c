import { InvalidArgumentError } from 'commander';
import { baseUrlProblem } from '../config/base-url.js';

/** `--base-url`: a wrong value is a usage mistake, said by commander with the option's name. */
export function parseBaseUrlOption(value: string): string {
  const problem = baseUrlProblem(value);
  if (problem) throw new InvalidArgumentError(`${problem}.`);
  return value;
}

export const BASE_URL_OPTION_HELP = "build for this base URL instead of the config's baseUrl (a preview path such as /preview/pr-42/)";
