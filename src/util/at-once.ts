/**
 * Runs `task` on every item with at most `limit` running at once (file reads and writes:
 * one at a time leaves the disk and libuv's threads idle, all at once opens too many
 * files). Resolves with the results in the items' order; rejects with the first error.
 */
export async function mapAtOnce<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const run = async (): Promise<void> => {
    for (let index = next++; index < items.length; index = next++) results[index] = await task(items[index]!, index);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, run));
  return results;
}
