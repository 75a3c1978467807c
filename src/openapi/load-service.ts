import { isHttpUrl } from '../util/url-kind.js';
import { isDocgenError } from '../errors/docgen-error.js';
import { errors } from '../errors/catalogue.js';
import { dereferenceLocal, ExternalReferenceError } from './dereference.js';
import { checkVersion, readSource, receiveDocument } from './load-document.js';
import { positionOfPointer } from '../util/source-position.js';
import type { ApiService, SpecLinkOptions } from './model.js';
import { normaliseService, type ServiceInput } from './normalise.js';
import type { DocumentReader } from './parser.js';
import type { Diagnostic } from '../core/output.js';
import { placePointers, placeProblems, validationError, validationWarnings } from './validation-report.js';
import { createSpecMarkdown } from './spec-markdown.js';
import { createHeapGuard } from '../workers/heap-guard.js';
import { budgets } from '../util/budgets.js';
import { descriptionLinkProblems, settleRedocAnchors } from './description-link-warnings.js';
import { documentBudgets } from './document-budgets.js';

/** A normalised service, and its validation: the document's problems as warnings. */
export interface StartedService {
  service: ApiService;
  /** Warnings for the rules the document breaks (it still renders); rejects only if the validator itself fails. */
  validation: Promise<Diagnostic[]>;
}

/**
 * Reads, checks, dereferences and normalises one service's document, and resolves as
 * soon as the model is ready, while the parser's worker still validates the document:
 * callers may use the model meanwhile, as long as they await `validation` before they
 * are done. Lenient: a document that breaks the OpenAPI schema but can be rendered
 * builds, its problems become warnings. What cannot be read, parsed, resolved or
 * rendered fails with a DocgenError naming the file and, where it can be found, the
 * JSON pointer, line and a code frame of the author's own text.
 */
export async function startService(input: ServiceInput, reader: DocumentReader): Promise<StartedService> {
  const job = reader.read(input.specPath);
  const report = job.validation.then((outcome) => placeProblems(input.specPath, outcome));
  report.catch(() => undefined); // the caller awaits it; until then, not unhandled
  const data = await receiveDocument(input.specPath, job.document);
  checkVersion(input.specPath, data);
  const conversion = await job.conversion;
  try {
    const linkOptions = descriptionLinkOptions(data, input);
    // Before dereferencing: the walk's pointers are then pointers into the author's file.
    const linkProblems = descriptionLinkProblems(data, linkOptions);
    const budgetReport = documentBudgets(data);
    if (budgetReport.tooLong) throw await descriptionTooLong(input.specPath, budgetReport.tooLong);
    const markdown = createSpecMarkdown(linkOptions, input.plugins);
    const heapGuard = createHeapGuard({ every: 200, ratio: 0.85 });
    const service = normaliseService(dereferenceLocal(data), input, markdown, () => heapGuard(`normalise ${input.specFile}`));
    if (conversion) service.convertedFrom = conversion.from;
    const links = settleRedocAnchors(linkProblems, service);
    if (links.anchors.length) service.redocAnchors = links.anchors;
    const converterWarnings = placePointers(
      input.specPath,
      (conversion?.warnings ?? []).map((warning) => ({ ...warning, message: `${conversion!.from} conversion: ${warning.message}` })),
    );
    const linkWarnings = placePointers(input.specPath, [...links.problems, ...budgetReport.typeProblems]);
    // Cut examples are not broken rules: they warn, and --strict does not fail on them.
    const budgetWarnings = placePointers(input.specPath, budgetReport.budgetProblems).then((placed) =>
      validationWarnings(placed).map(({ failsStrict: _, ...warning }) => ({
        ...warning,
        message: warning.message.replace(/ \(tolerated; .*\)$/, ''),
      })),
    );
    const validation = Promise.all([
      Promise.all([report, converterWarnings, linkWarnings]).then((reports) => reports.flatMap(validationWarnings)),
      budgetWarnings,
    ]).then(([warnings, cut]) => [...warnings, ...cut]);
    // Awaited by the caller, unless another document failed first and the reader stopped.
    validation.catch(() => undefined);
    return { service, validation };
  } catch (error) {
    // Two operations sharing an operationId: our error names both pointers, the validator's one.
    if (error instanceof Error && (error as { code?: string }).code === 'DG116') throw error;
    // Out of memory (DG250): stop at once, without waiting for the validation.
    if (error instanceof Error && (error as { code?: string }).code === 'DG250') throw error;
    // A $ref to a file or URL: named at its own pointer, whatever the validator says about it.
    if (error instanceof ExternalReferenceError) {
      const source = await readSource(input.specPath);
      const position = source && positionOfPointer(source.text, error.pointer);
      throw errors.specExternalRef(
        { file: input.specPath, pointer: error.pointer, line: position?.line, column: position?.column },
        error.ref,
      );
    }
    if (error instanceof Error && (error as { code?: string }).code === 'DG288') throw error;
    // A document that breaks the OpenAPI schema is reported as such, whatever else failed.
    const problems = await report;
    if (problems.problems.length > 0) throw validationError(problems);
    if (isDocgenError(error)) throw error;
    throw errors.specInvalid({ file: input.specPath }, [
      `The document could not be read as OpenAPI: ${(error as Error).message ?? String(error)}`,
    ]);
  }
}

/** Loads one service completely: normalised and validated (its warnings: `startService`). */
export async function loadService(input: ServiceInput, reader: DocumentReader): Promise<ApiService> {
  const { service, validation } = await startService(input, reader);
  await validation;
  return service;
}

/**
 * How the document's relative links resolve: against the service's configured
 * `linkBase`, else the document's `externalDocs.url`; a base on this very site keeps
 * them site links (checked like any other); with no base at all they are plain text.
 */
export function descriptionLinkOptions(data: Record<string, unknown>, input: Pick<ServiceInput, 'linkBase' | 'siteUrl'>): SpecLinkOptions {
  const documented = (data.externalDocs as { url?: unknown } | undefined)?.url;
  const base = input.linkBase ?? (typeof documented === 'string' && isHttpUrl(documented) ? documented : undefined);
  if (!base) return { relative: 'text' };
  return input.siteUrl && new URL(base).origin === new URL(input.siteUrl).origin ? { relative: 'site' } : { base };
}

/** A description over the budget: refused at its pointer and line, before anything renders it. */
async function descriptionTooLong(file: string, { pointer, length }: { pointer: string; length: number }) {
  const placed = await placePointers(file, [{ pointer, message: '' }]);
  const line = placed.problems[0]?.line;
  return errors.specOverBudget(
    { file, pointer, line },
    `The description at ${pointer} has ${length.toLocaleString('en')} characters, more than the ${budgets.descriptionLength.toLocaleString('en')} docgen renders in one description.`,
  );
}
