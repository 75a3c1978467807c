import type { HydrateTrigger } from '../islands/types.js';

const TRIGGERS: readonly HydrateTrigger[] = ['load', 'idle', 'visible'];
const PREFIX = 'client:';

/** What `client:*` attributes say about one use of a component. */
export interface ClientDirective {
  /** When the island hydrates; none: HTML only, no JavaScript. */
  hydrate?: HydrateTrigger;
  /** The props without the `client:*` attributes. */
  props: Record<string, unknown>;
}

/**
 * Takes Astro's `client:load` / `client:idle` / `client:visible` out of a use's
 * attributes. Throws a message for an unknown `client:` name or more than one.
 */
export function takeClientDirective(attributes: Record<string, unknown>): ClientDirective {
  const props: Record<string, unknown> = {};
  const found: string[] = [];
  for (const [key, value] of Object.entries(attributes)) {
    if (key.startsWith(PREFIX)) found.push(key);
    else props[key] = value;
  }
  if (!found.length) return { props };
  if (found.length > 1) throw new Error(`more than one client directive (${found.join(', ')})`);
  const trigger = found[0]!.slice(PREFIX.length);
  if (!(TRIGGERS as readonly string[]).includes(trigger)) {
    throw new Error(`${found[0]} is not a client directive (use ${TRIGGERS.map((name) => PREFIX + name).join(', ')})`);
  }
  return { hydrate: trigger as HydrateTrigger, props };
}
