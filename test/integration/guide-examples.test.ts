import { dereference } from '@readme/openapi-parser';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Code, Root } from 'mdast';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { listFiles } from '../../src/content/collect.js';
import { parseMarkdownFile } from '../../src/content/frontmatter.js';
import { parseCodeMeta } from '../../src/markdown/code-meta.js';
import { repoRoot } from '../helpers/paths.js';

/**
 * Guide examples tagged `operation="<service>#<operationId>" part="request"` (or
 * `part="response" status="<code>"`) must be valid JSON that matches the operation's
 * request body schema (or the response schema for that status) in specs/<service>.yaml.
 * This keeps the prose and the API documents from drifting apart.
 */
interface TaggedExample {
  file: string;
  line: number;
  lang: string | null | undefined;
  operation: string;
  part: string | true | undefined;
  status: string | true | undefined;
  code: string;
}

const docsDir = path.join(repoRoot, 'docs');
const parser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective);

async function taggedExamples(): Promise<TaggedExample[]> {
  const examples: TaggedExample[] = [];
  const markdownFiles = (await listFiles(docsDir)).filter((file) => file.endsWith('.md'));
  for (const relative of markdownFiles) {
    const file = path.join(docsDir, relative);
    const { body, bodyLineOffset } = parseMarkdownFile(file, readFileSync(file, 'utf8'));
    visit(parser.parse(body) as Root, 'code', (node: Code) => {
      const meta = parseCodeMeta(node.meta);
      if (meta.operation === undefined) return;
      examples.push({
        file: `docs/${relative}`,
        line: (node.position?.start.line ?? 0) + bodyLineOffset,
        lang: node.lang,
        operation: String(meta.operation),
        part: meta.part,
        status: meta.status,
        code: node.value,
      });
    });
  }
  return examples;
}

const examples = await taggedExamples();

type Schema = Record<string, unknown>;
interface Operation {
  operationId?: string;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

const specs = new Map<string, Promise<Record<string, Operation>>>();
/** The operations of specs/<service>.yaml by operationId, dereferenced. */
function operationsOf(service: string): Promise<Record<string, Operation>> {
  let loaded = specs.get(service);
  if (!loaded) {
    loaded = dereference(path.join(repoRoot, 'specs', `${service}.yaml`)).then((document) => {
      const operations: Record<string, Operation> = {};
      const paths = (document as { paths?: Record<string, Record<string, unknown>> }).paths ?? {};
      for (const item of Object.values(paths)) {
        for (const [method, operation] of Object.entries(item)) {
          if (!['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'].includes(method)) continue;
          const op = operation as Operation;
          if (op.operationId) operations[op.operationId] = op;
        }
      }
      return operations;
    });
    specs.set(service, loaded);
  }
  return loaded;
}

/** The JSON schema of a content map: `application/json`, else any `+json` type. */
function jsonSchemaOf(content: Record<string, { schema?: Schema }> | undefined): Schema | undefined {
  if (!content) return undefined;
  const type =
    Object.keys(content).find((candidate) => candidate === 'application/json') ??
    Object.keys(content).find((candidate) => /[/+]json$/.test(candidate));
  return type ? content[type]!.schema : undefined;
}

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats(ajv);
const compiled = new WeakMap<Schema, ValidateFunction>();
const validatorFor = (schema: Schema) => {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
};

describe('tagged examples in the guides', () => {
  it('exist, in several pages and for every service', () => {
    expect(examples.length).toBeGreaterThanOrEqual(20);
    expect(new Set(examples.map((example) => example.file)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(examples.map((example) => example.operation.split('#')[0])).size).toBe(4);
  });

  it.each(
    examples.map(
      (example) =>
        [
          `${example.file}:${example.line} ${example.operation} ${example.part}${example.status ? ` ${example.status}` : ''}`,
          example,
        ] as const,
    ),
  )('%s matches its schema', async (_name, example) => {
    const where = `${example.file}:${example.line}`;
    expect(example.lang, `${where}: tagged examples are JSON`).toBe('json');
    const [service, operationId] = example.operation.split('#');
    expect(operationId, `${where}: operation is "<service>#<operationId>"`).toBeTruthy();
    const operation = (await operationsOf(service!))[operationId!];
    expect(operation, `${where}: specs/${service}.yaml has no operation ${operationId}`).toBeDefined();

    let schema: Schema | undefined;
    if (example.part === 'request') {
      expect(example.status, `${where}: a request example has no status`).toBeUndefined();
      schema = jsonSchemaOf(operation!.requestBody?.content);
      expect(schema, `${where}: ${operationId} has no JSON request body`).toBeDefined();
    } else {
      expect(example.part, `${where}: part is "request" or "response"`).toBe('response');
      expect(typeof example.status, `${where}: a response example needs status="<code>"`).toBe('string');
      const status = String(example.status);
      const response = operation!.responses?.[status] ?? operation!.responses?.[`${status[0]}XX`] ?? operation!.responses?.default;
      expect(response, `${where}: ${operationId} documents no ${status} response`).toBeDefined();
      schema = jsonSchemaOf(response!.content);
      expect(schema, `${where}: the ${status} response of ${operationId} has no JSON body`).toBeDefined();
    }

    let value: unknown;
    expect(() => {
      value = JSON.parse(example.code);
    }, `${where}: the example is not valid JSON`).not.toThrow();
    const validate = validatorFor(schema!);
    const valid = validate(value);
    const problems = (validate.errors ?? []).map(
      (error) => `${error.instancePath || '(root)'} ${error.message}${error.params ? ` ${JSON.stringify(error.params)}` : ''}`,
    );
    expect(problems, `${where}: the example does not match the schema`).toEqual([]);
    expect(valid).toBe(true);
  });
});
