// A module of its own, without httpsnippet: the config schema (which the CLI and every
// build load) needs the default names only, not the library that knows every language.

/** The languages a site gets without `api.codeSamples.languages`, in tab order. */
export const DEFAULT_CODE_SAMPLE_LANGUAGES = ['curl', 'javascript', 'python', 'go', 'java'] as const;
