import { toPointer } from '../util/json-pointer.js';
import type { ApiOperation, SchemaTree, ApiWebhook, ApiModel, ModelUse } from './model.js';
import { assignModelSlugs } from './model-slugs.js';
import type { SchemaNormaliser } from './schema-tree.js';
import { schemaChildren } from '../../templates/api/schema-children.js';
import type { SpecWarning } from './slugs.js';

/**
 * At most this many operations are listed under a model's "Used by" (its HTML page and its twin), then their number: an error
 * model of a large API is used by hundreds, and listing them all made such a page 430 KB
 * (GitHub's REST API).
 */
export const USED_BY_LIMIT = 50;

type Schema = Record<string, unknown>;
const isObject = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * One model per `components/schemas` entry, referenced or not, with its tree (shared with
 * the operations' trees) and where it is used. Uses are found by walking the trees down
 * to the first named schema on each branch, so the work is about the size of the trees
 * without repeating a model's subtree for every use.
 */
export function collectModels(
  schemas: Schema,
  operations: readonly ApiOperation[],
  normalise: SchemaNormaliser,
  warn: (warning: SpecWarning) => void,
  webhooks: readonly ApiWebhook[] = [],
): ApiModel[] {
  const raw = Object.entries(schemas)
    .filter(([, schema]) => isObject(schema))
    .map(([name, schema]) => ({ name, pointer: toPointer(['components', 'schemas', name]), source: schema as Schema }));
  const models: ApiModel[] = assignModelSlugs(raw, warn).map((model) => ({
    ...model,
    schema: normalise(model.source)!,
    usedBy: [],
    usedIn: [],
  }));
  const byName = new Map(models.map((model) => [model.name, model]));
  const users: { operation: ApiOperation; webhook?: ApiWebhook }[] = [
    ...operations.map((operation) => ({ operation })),
    ...webhooks.map((webhook) => ({ operation: webhook.operation, webhook })),
  ];
  for (const { operation, webhook } of users) {
    const uses = new Map<ApiModel, ModelUse[]>();
    const record = (use: ModelUse) => (name: string) => {
      const model = byName.get(name);
      if (!model) return;
      const list = uses.get(model) ?? [];
      if (!list.some((known) => sameUse(known, use))) list.push(use);
      uses.set(model, list);
    };
    for (const parameter of operation.parameters)
      if (parameter.schema) namedChildren(parameter.schema, record({ kind: 'parameter', name: parameter.name }), true);
    for (const content of operation.requestBody?.contents ?? [])
      if (content.schema) namedChildren(content.schema, record({ kind: 'requestBody' }), true);
    for (const response of operation.responses)
      for (const content of response.contents)
        if (content.schema) namedChildren(content.schema, record({ kind: 'response', status: response.status }), true);
    for (const [model, list] of uses) model.usedBy.push(webhook ? { operation, webhook, uses: list } : { operation, uses: list });
  }
  // allOf members are merged into the tree, losing their names: the raw schema still has them.
  const nameOf = new Map<unknown, string>(models.map((model) => [model.source, model.name]));
  for (const model of models) {
    const contains = (name: string | undefined) => {
      const used = name === undefined ? undefined : byName.get(name);
      if (used && used !== model && !used.usedIn.includes(model.name)) used.usedIn.push(model.name);
    };
    namedChildren(model.schema, contains, false);
    for (const member of Array.isArray(model.source.allOf) ? model.source.allOf : []) contains(nameOf.get(member));
  }
  return models;
}

function sameUse(a: ModelUse, b: ModelUse): boolean {
  return (
    a.kind === b.kind &&
    (a.kind !== 'parameter' || a.name === (b as typeof a).name) &&
    (a.kind !== 'response' || a.status === (b as typeof a).status)
  );
}

/**
 * Calls `found` with the name of each named schema reachable from `tree` without passing
 * through another named one (`includeRoot`: the root itself counts). Iterative, and each
 * node is visited once, so shared and deep trees cost their size.
 */
export function namedChildren(tree: SchemaTree, found: (name: string) => void, includeRoot: boolean): void {
  const seen = new Set<SchemaTree>();
  const stack: { node: SchemaTree; root: boolean }[] = [{ node: tree, root: true }];
  while (stack.length) {
    const { node, root } = stack.pop()!;
    if (node.kind === 'circular' || seen.has(node)) continue;
    seen.add(node);
    if (node.name && (includeRoot || !root)) {
      found(node.name);
      continue;
    }
    for (const child of schemaChildren(node)) stack.push({ node: child, root: false });
  }
}
