import { kebabCase } from '../routes/paths.js';
import { toPointer } from '../util/json-pointer.js';
import type { RawOperation, ApiWebhook } from './model.js';
import { hasOperations, pathItemOperations } from './path-item.js';
import { firstFreeSlug, type SpecWarning } from './slugs.js';

type Schema = Record<string, unknown>;
const isObject = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The URL segment under a service that holds its webhook pages. */
export const WEBHOOKS_SEGMENT = 'webhooks';

/**
 * The Path Items of one webhook entry, each with its pointer segments under the entry: the
 * entry itself, or, when it is written like a Callback Object (some `x-webhooks` map the
 * name to a URL expression and that to the Path Item), each Path Item under it.
 */
function pathItemsOf(entry: Schema): { pathItem: Schema; segments: string[] }[] {
  if (hasOperations(entry)) return [{ pathItem: entry, segments: [] }];
  return Object.entries(entry).flatMap(([expression, inner]) =>
    isObject(inner) && hasOperations(inner) ? [{ pathItem: inner, segments: [expression] }] : [],
  );
}

/**
 * Every webhook of the document, in document order: `webhooks` first, then `x-webhooks`
 * (some 3.1 documents keep both). One entry per method of each Path Item; an entry with
 * no request at all (other than an `x-` extension) is reported, not silently dropped.
 */
export function collectWebhooks(document: Schema, warn: (warning: SpecWarning) => void): RawOperation[] {
  const found: RawOperation[] = [];
  for (const key of ['webhooks', 'x-webhooks']) {
    const webhooks = document[key];
    if (!isObject(webhooks)) continue;
    for (const [name, entry] of Object.entries(webhooks)) {
      if (name.startsWith('x-')) continue;
      const pathItems = isObject(entry) ? pathItemsOf(entry) : [];
      if (pathItems.length === 0)
        warn({
          pointer: toPointer([key, name]),
          message: `The webhook "${name}" has no request (no get, post, put... member), so it has no page. Write it as a Path Item: ${key}.${name}.post with its requestBody and responses.`,
        });
      for (const { pathItem, segments } of pathItems)
        for (const { method, operation, segments: operationSegments } of pathItemOperations(pathItem)) {
          found.push({
            method,
            path: name,
            pointer: toPointer([key, name, ...segments, ...operationSegments]),
            operationId: typeof operation.operationId === 'string' ? operation.operationId : undefined,
            operation,
            pathItem,
          });
        }
    }
  }
  return found;
}

/**
 * Slugs for webhooks, in document order: the kebab-case operationId, else the name (with
 * the method when the name has several). A slug another webhook has gets `-2` (`-3`...)
 * and a warning naming both pointers.
 */
export function assignWebhookSlugs(webhooks: RawOperation[], warn: (warning: SpecWarning) => void): (RawOperation & { slug: string })[] {
  // The Path Item's pointer: how many methods one webhook name has.
  const pathItemOf = (webhook: RawOperation) => webhook.pointer.replace(/\/[^/]+$/, '');
  const methodsOf = new Map<string, number>();
  for (const webhook of webhooks) methodsOf.set(pathItemOf(webhook), (methodsOf.get(pathItemOf(webhook)) ?? 0) + 1);
  const bySlug = new Map<string, RawOperation>();
  return webhooks.map((webhook) => {
    const several = methodsOf.get(pathItemOf(webhook))! > 1;
    const natural =
      (webhook.operationId && kebabCase(webhook.operationId)) ||
      kebabCase(several ? `${webhook.path} ${webhook.method}` : webhook.path) ||
      'webhook';
    const slug = firstFreeSlug(natural, (candidate) => bySlug.has(candidate));
    if (slug !== natural) {
      const first = bySlug.get(natural)!;
      warn({
        pointer: webhook.pointer,
        message: `Webhooks "${first.path}" at ${first.pointer} and "${webhook.path}" at ${webhook.pointer} both map to the page slug "${natural}"; the second one's page gets the slug "${slug}".`,
      });
    }
    bySlug.set(slug, webhook);
    return { ...webhook, slug };
  });
}

/** The webhook's title: its summary, else its name. */
export function webhookTitle(webhook: ApiWebhook): string {
  return webhook.operation.summary ?? webhook.name;
}
