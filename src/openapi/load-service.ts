import { codeFrame } from '../errors/docgen-error.js';
import { errors } from '../errors/catalogue.js';
import { checkVersion, loadDocument, readDocumentText } from './load-document.js';
import { locateProblem } from './locate-problem.js';
import type { ApiService } from './model.js';
import { normaliseService, type ServiceInput } from './normalise.js';
import { dereferenceDocument, type ValidationOutcome, type Validator } from './parser.js';
import { positionOfPointer } from './source-position.js';
import { createSpecMarkdown } from './spec-markdown.js';

/** A normalised service, and its validation (which rejects with the spec error if invalid). */
export interface StartedService {
  service: ApiService;
  validation: Promise<void>;
}

/**
 * Reads, checks, dereferences and normalises one service's document while the validator
 * checks it, and resolves as soon as the model is ready: callers may use it while
 * validation finishes, as long as they await `validation` before they are done. Any
 * problem fails with a DocgenError naming the file and, where it can be found, the JSON
 * pointer, line and a code frame of the author's own text.
 */
export async function startService(input: ServiceInput, validator: Validator): Promise<StartedService> {
  const outcome = validator.validate(input.specPath);
  outcome.catch(() => undefined); // awaited below, unless reading fails first
  const validation = outcome.then((result) => failIfInvalid(input.specPath, result));
  validation.catch(() => undefined); // the caller awaits it; until then, not unhandled
  const data = await loadDocument(input.specPath);
  checkVersion(input.specPath, data);
  try {
    return { service: normaliseService(await dereferenceDocument(data), input, createSpecMarkdown({ base: documentationBase(data, input.siteUrl) })), validation };
  } catch (error) {
    // A document that breaks the OpenAPI schema is reported as such, whatever else failed.
    await validation;
    if (error instanceof Error && error.name === 'DocgenError') throw error;
    throw errors.specInvalid(input.specPath, [`The document could not be read as OpenAPI: ${(error as Error).message ?? String(error)}`]);
  }
}

/** Loads one service completely: normalised and validated. */
export async function loadService(input: ServiceInput, validator: Validator): Promise<ApiService> {
  const { service, validation } = await startService(input, validator);
  await validation;
  return service;
}

/**
 * Where the document's relative links point: its `externalDocs.url`, unless that is this
 * site (then they are links into the site, checked like any other).
 */
function documentationBase(data: Record<string, unknown>, siteUrl: string | undefined): string | undefined {
  const url = (data.externalDocs as { url?: unknown } | undefined)?.url;
  if (typeof url !== 'string' || !/^https?:\/\//.test(url)) return undefined;
  return siteUrl && new URL(url).origin === new URL(siteUrl).origin ? undefined : url;
}

async function failIfInvalid(file: string, validation: ValidationOutcome): Promise<void> {
  if (validation.valid) return;
  // The parsed copy was dereferenced in place: read the author's version again.
  const source = await loadDocument(file);
  const located = validation.problems.map((problem) => locateProblem(problem, source, validation.validated));
  const first = located.find((problem) => problem.pointer !== undefined);
  const text = first?.pointer !== undefined ? await readDocumentText(file) : undefined;
  const position = text !== undefined && first?.pointer !== undefined ? positionOfPointer(text, first.pointer) : undefined;
  const messages = [...new Set(located.map((problem) => (problem.pointer !== undefined ? `${problem.message} (at ${problem.pointer || '/'})` : problem.message)))];
  throw errors.specInvalid(file, messages, first?.pointer, position, position && text !== undefined ? codeFrame(text, position.line, position.column) : undefined);
}
