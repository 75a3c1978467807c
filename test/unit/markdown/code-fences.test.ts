import { describe, expect, it } from 'vitest';
import { createFenceTracker } from '../../../src/markdown/code-fences.js';

/** Which lines of `source` the tracker counts as fenced code. */
const codeLines = (source: string) => {
  const inCode = createFenceTracker();
  return source.split('\n').map((line) => inCode(line));
};

describe('createFenceTracker', () => {
  it('counts a fenced block, its markers included, and nothing around it', () => {
    expect(codeLines('text\n```js\nlet a;\n```\nafter')).toEqual([false, true, true, true, false]);
  });

  it('closes only on a bare marker of the same character, at least as long as the opening one', () => {
    expect(codeLines('````md\n```\n~~~~\n```` not bare\n````\nout')).toEqual([true, true, true, true, true, false]);
  });

  it('follows fences indented inside list items', () => {
    expect(codeLines('1. Step\n\n    ```bash\n    npm i\n    ```\n2. Next')).toEqual([false, false, true, true, true, false]);
  });
});
