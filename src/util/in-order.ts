/**
 * Takes items numbered 0, 1, 2... in any order and applies each in number order, as soon
 * as every item before it has come: items that come early wait (only those are kept).
 */
export function inOrder<T>(apply: (item: T) => void): (position: number, item: T) => void {
  const waiting = new Map<number, T>();
  let next = 0;
  return (position, item) => {
    if (position < next || waiting.has(position)) throw new Error(`docgen: item ${position} was given twice`);
    waiting.set(position, item);
    while (waiting.has(next)) {
      const ready = waiting.get(next)!;
      waiting.delete(next++);
      apply(ready);
    }
  };
}
