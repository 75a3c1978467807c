import { describe, expect, it } from 'vitest';
import { listen } from '../../../widgets/lib/listen.js';

describe('listen', () => {
  it('calls one listener for each named event and removes them all with the function it returns', () => {
    const target = new EventTarget();
    const seen: string[] = [];
    const stop = listen(target, ['a', 'b'], (event) => seen.push(event.type));
    target.dispatchEvent(new Event('a'));
    target.dispatchEvent(new Event('b'));
    target.dispatchEvent(new Event('c'));
    stop();
    target.dispatchEvent(new Event('a'));
    expect(seen).toEqual(['a', 'b']);
  });
});
