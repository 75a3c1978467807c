import { isHttpUrl } from '../util/url-kind.js';
import { codeFrame, isDocgenError } from '../errors/docgen-error.js';
import { errors } from '../errors/catalogue.js';
import { dereferenceLocal } from './dereference.js';
import { checkVersion, readSource, receiveDocument } from './load-document.js';
import { locateProblem } from './locate-problem.js';
import type { ApiService } from './model.js';
import { normaliseService, type ServiceInput } from './normalise.js';
import type { DocumentReader, ValidationOutcome } from './parser.js';
import { positionOfPointer } from '../util/source-position.js';
import { createSpecMarkdown } from './spec-markdown.js';

/** A normalised service, and its validation (which rejects with the spec error if invalid). */
export interface StartedService {
  service: ApiService;
  validation: Promise<void>;
}

/**
 * Reads, checks, dereferences and normalises one service's document, and resolves as
 * soon as the model is ready, while the parser's worker still validates the document:
 * callers may use the model meanwhile, as long as they await `validation` before they
 * are done. Any problem fails with a DocgenError naming the file and, where it can be
 * found, the JSON pointer, line and a code frame of the author's own text.
 */
export async function startService(input: ServiceInput, reader: DocumentReader): Promise<StartedService> {
  const job = reader.read(input.specPath);
  const validation = job.validation.then((outcome) => failIfInvalid(input.specPath, outcome));
  validation.catch(() => undefined); // the caller awaits it; until then, not unhandled
  const data = await receiveDocument(input.specPath, job.document);
  checkVersion(input.specPath, data);
  try {
    const markdown = createSpecMarkdown({ base: documentationBase(data, input.siteUrl) }, input.plugins);
    return { service: normaliseService(dereferenceLocal(data), input, markdown), validation };
  } catch (error) {
    // Two operations sharing an operationId: our error names both pointers, the validator's one.
    if (error instanceof Error && (error as { code?: string }).code === 'DG116') throw error;
    // A document that breaks the OpenAPI schema is reported as such, whatever else failed.
    await validation;
    if (isDocgenError(error)) throw error;
    throw errors.specInvalid({ file: input.specPath }, [
      `The document could not be read as OpenAPI: ${(error as Error).message ?? String(error)}`,
    ]);
  }
}

/** Loads one service completely: normalised and validated. */
export async function loadService(input: ServiceInput, reader: DocumentReader): Promise<ApiService> {
  const { service, validation } = await startService(input, reader);
  await validation;
  return service;
}

/**
 * Where the document's relative links point: its `externalDocs.url`, unless that is this
 * site (then they are links into the site, checked like any other).
 */
function documentationBase(data: Record<string, unknown>, siteUrl: string | undefined): string | undefined {
  const url = (data.externalDocs as { url?: unknown } | undefined)?.url;
  if (typeof url !== 'string' || !isHttpUrl(url)) return undefined;
  return siteUrl && new URL(url).origin === new URL(siteUrl).origin ? undefined : url;
}

async function failIfInvalid(file: string, validation: ValidationOutcome): Promise<void> {
  if (validation.valid) return;
  const source = await readSource(file);
  const located = validation.problems.map((problem) => locateProblem(problem, source?.data ?? {}, validation.validated));
  const first = located.find((problem) => problem.pointer !== undefined);
  const position = source && first?.pointer !== undefined ? positionOfPointer(source.text, first.pointer) : undefined;
  const messages = [
    ...new Set(
      located.map((problem) => (problem.pointer !== undefined ? `${problem.message} (at ${problem.pointer || '/'})` : problem.message)),
    ),
  ];
  throw errors.specInvalid(
    {
      file,
      pointer: first?.pointer,
      line: position?.line,
      column: position?.column,
      frame: position && source ? codeFrame(source.text, position.line, position.column) : undefined,
    },
    messages,
  );
}
