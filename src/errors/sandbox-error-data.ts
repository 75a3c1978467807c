import { entry } from './error-entry.js';

/** Errors of the build's sandbox: what a site may make the build read (see the manual's security page). */
export const sandboxErrorData = {
  readOutsideSite: entry({
    code: 'DG275',
    title: 'A file outside the site would be read',
    message: (what: string, resolved: string, reason: string) => `${what} names ${resolved}, which is ${reason}.`,
    hint: 'docgen reads only files inside the site folder and its node_modules, so that a page never publishes a file of the machine that builds it: move the file into the site and point at it there.',
    docs: 'A partial (`::include`), an API document (`api.services[].spec`) or a file of `static/` resolves, directly or through a symbolic link, to a file outside the site folder and outside any `node_modules` folder. The build refuses to read it, since its text would be published in the page, its markdown twin, `llms-full.txt` and the search index.',
  }),
  readSpecialFile: entry({
    code: 'DG276',
    title: 'A file the build would read is not a regular file',
    message: (what: string, resolved: string, reason: string) => `${what} names ${resolved}, which is ${reason}.`,
    hint: "Point at a regular file inside the site folder; a pipe or a device would stall the build, and /proc, /sys and /dev hold the machine's state, not content.",
    docs: 'A partial, an API document or a file of `static/` is a named pipe, a device, a socket, a folder, or a file of `/proc`, `/sys` or `/dev` (such as `/proc/self/environ`, the environment and so the secrets of the build). The build never opens it.',
  }),
  mockTooSlow: entry({
    code: 'DG278',
    title: 'The mock gave up on a request',
    message: (milliseconds: number) =>
      `Checking this request against the API document took longer than ${milliseconds} ms, so the mock stopped it (the server goes on answering).`,
    hint: 'A `pattern` of the document probably backtracks (such as ^(a+)+$, whose time doubles with each character): rewrite it without nested repetition, e.g. ^a+$.',
    docs: "`docgen serve`'s mock checks each request against the document's schemas with a time budget: a regular expression that takes exponential time on some input (ReDoS) is stopped, and the request gets a 500 problem naming this code, instead of freezing the server.",
  }),
  specExternalRef: entry({
    code: 'DG277',
    title: 'A $ref points outside its OpenAPI document',
    message: (ref: string) =>
      `The $ref "${ref}" points outside the document; docgen resolves only references inside it (#/components/...), never files or URLs.`,
    hint: 'Bundle the document into one file (for example with `redocly bundle`) and point api.services[].spec at the result, or move the referenced part under #/components.',
    docs: 'A `$ref` of an OpenAPI document names another file (`../shared.yaml#/Pet`, `file:///etc/passwd`) or a URL. docgen does not follow such references: reading them could publish files outside the site. The error names the document and the JSON pointer of the `$ref`.',
  }),
};
