import { pathItemOperations } from '../openapi/path-item.js';
import { resolveRef } from './resolve-ref.js';
import { isObject, type Json, type OpenApiDocument } from './types.js';

export type RouteMatch =
  | { kind: 'operation'; template: string; pathItem: Json; operation: Json; method: string; pathParameters: Record<string, string> }
  | { kind: 'method-not-allowed'; template: string; allow: string[] }
  | { kind: 'not-found' };

interface CompiledPath {
  template: string;
  pattern: RegExp;
  names: string[];
  /** Templated segments: literal paths win over templated ones (`/pets/mine` before `/pets/{id}`). */
  weight: number;
}

/** Compiles the document's path templates once, most literal first. */
export function compilePaths(document: OpenApiDocument): CompiledPath[] {
  const paths = isObject(document.paths) ? Object.keys(document.paths) : [];
  return paths
    .map((template) => {
      const names: string[] = [];
      const source = template
        .split(/(\{[^}]+\})/)
        .map((part) => {
          const name = /^\{([^}]+)\}$/.exec(part)?.[1];
          if (name === undefined) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          names.push(name);
          return '([^/]+)';
        })
        .join('');
      return { template, pattern: new RegExp(`^${source.replace(/\/$/, '')}/?$`), names, weight: names.length };
    })
    .sort((a, b) => a.weight - b.weight);
}

/** The operation a method and path name, or why there is none (404, or 405 with the methods the path has). */
export function matchRoute(document: OpenApiDocument, paths: CompiledPath[], method: string, path: string): RouteMatch {
  const wanted = method.toLowerCase();
  let known: { template: string; allow: string[] } | undefined;
  for (const compiled of paths) {
    const match = compiled.pattern.exec(path);
    if (!match) continue;
    const pathItem = resolveRef(document, (document.paths as Json)[compiled.template]);
    if (!pathItem) continue;
    // The fixed methods and OpenAPI 3.2's `query` and `additionalOperations` (`COPY`).
    const operations = pathItemOperations(pathItem);
    const operation = operations.find((entry) => entry.method === wanted)?.operation as Json | undefined;
    if (operation) {
      // Kept encoded: a style's delimiters are split on before the pieces are decoded (read-parameter.ts).
      const pathParameters = Object.fromEntries(compiled.names.map((name, index) => [name, match[index + 1]!]));
      return { kind: 'operation', template: compiled.template, pathItem, operation, method: wanted, pathParameters };
    }
    known ??= {
      template: compiled.template,
      allow: operations.map((entry) => entry.method.toUpperCase()),
    };
  }
  return known ? { kind: 'method-not-allowed', ...known } : { kind: 'not-found' };
}
