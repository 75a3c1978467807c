import { entry } from './error-entry.js';

/** Errors about the size of a build (DG250-DG254). */
export const scaleErrorData = {
  heapExhausted: entry({
    code: 'DG250',
    title: 'The build ran out of memory',
    message: (stage: string, usedMb: number, limitMb: number) =>
      `The build ran out of memory while it was at "${stage}": ${usedMb} MB of JavaScript heap in use of the ${limitMb} MB Node.js allows this process.`,
    hint: (_stage: string, _usedMb: number, limitMb: number) =>
      `Give Node.js a larger heap and build again, for example NODE_OPTIONS=--max-old-space-size=${Math.max(4096, nextPowerOfTwo(limitMb * 2))} docgen build (the value is in MB; keep it below the machine's free memory).`,
    docs: 'The site (often a very large OpenAPI document) needs more memory than the JavaScript heap Node.js gives the process. docgen stops with this error instead of letting Node.js abort: raise the heap with `NODE_OPTIONS=--max-old-space-size=<MB>`.',
  }),
  readerOutOfMemory: entry({
    code: 'DG251',
    title: 'Reading an OpenAPI document ran out of memory',
    message: (limitMb: number) =>
      `The thread that reads and validates OpenAPI documents ran out of memory on this document: Node.js allows each thread about ${limitMb} MB of JavaScript heap.`,
    hint: (limitMb: number) =>
      `Give Node.js a larger heap and build again, for example NODE_OPTIONS=--max-old-space-size=${Math.max(4096, nextPowerOfTwo(limitMb * 2))} docgen build (the value is in MB and applies to every thread; keep it below the machine's free memory).`,
    docs: 'An OpenAPI document is read and validated on a worker thread, which has a JavaScript heap of its own, as large as the one `--max-old-space-size` gives the main thread. A very large document (tens of megabytes of JSON) can need more: raise the heap with `NODE_OPTIONS=--max-old-space-size=<MB>`.',
  }),
};

function nextPowerOfTwo(value: number): number {
  return 2 ** Math.ceil(Math.log2(Math.max(1, value)));
}
