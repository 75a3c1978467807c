/** One listener for several events of a target; returns what removes them all (an effect's cleanup). */
export function listen(
  target: EventTarget,
  events: readonly string[],
  listener: EventListener,
  options?: AddEventListenerOptions,
): () => void {
  for (const event of events) target.addEventListener(event, listener, options);
  return () => {
    for (const event of events) target.removeEventListener(event, listener, options);
  };
}
