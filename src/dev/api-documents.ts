import type { StartedService } from '../openapi/load-service.js';
import { apiReference } from '../sources/api/api-module.js';
import { loadApiReference, type ApiReferenceOptions } from '../sources/api/page-source.js';
import type { ResolvedConfig } from '../config/validate.js';
import type { Messages } from '../i18n/messages.js';
import type { SiteVariants } from '../variants/variants.js';
import type { LoadSources } from '../sources/registry.js';
import { createDocumentReader, type DocumentReader } from '../openapi/parser.js';
import type { BuildOptions, BuiltSite } from '../pipeline/build-site.js';
import type { PageSource } from '../core/page-source.js';
import { forgetChangedDocuments, plannedDocuments } from './spec-refresh.js';

/**
 * The API reference of `serve --watch` across its builds: every loaded document by spec
 * file (a changed one loads again, the others stay loaded and validated), the page
 * sources made of them, and one document reader kept open (its validator is compiled
 * once, not at every save).
 */
export function createApiDocuments() {
  let sources: Promise<readonly PageSource[]> | undefined;
  const documents = new Map<string, Promise<StartedService>>();
  const texts = new Map<string, string>(); // each changed document's text as last refreshed, by path
  let reader: DocumentReader | undefined;
  const dropReader = async () => {
    const open = reader;
    reader = undefined;
    await open?.close();
  };

  // The API reference's options: the mock is served, documents and the reader are kept.
  const options: ApiReferenceOptions = {
    mockServed: true,
    loaded: documents,
    get reader() {
      return (reader ??= createDocumentReader());
    },
  };
  const loadSources: LoadSources = (module, load) => {
    if (module !== apiReference) return load();
    return (sources ??= load().then(
      (loaded) => {
        for (const [file, entry] of documents)
          void entry.then(
            ({ validation }) => validation.catch(() => forgetFailed(file, entry)),
            () => undefined,
          );
        return loaded;
      },
      async (error: unknown) => {
        sources = undefined; // loaded again next time: a failed load must not be kept
        await dropReader(); // a reader whose worker failed answers no more
        throw error;
      },
    ));
  };
  /** A document whose validator failed (not its problems: the validator itself) is read again, by a new reader. */
  const forgetFailed = (file: string, entry: Promise<StartedService>) => {
    if (documents.get(file) === entry) documents.delete(file);
    sources = undefined;
    void dropReader();
  };

  return {
    /** What each build of the watch session is given (BuildOptions). */
    hooks: { sources: { api: options }, loadSources } satisfies Pick<BuildOptions, 'sources' | 'loadSources'>,
    /** The API reference alone (a refresh of changed documents' pages), kept as a build's load is. */
    reload: (config: ResolvedConfig, variants: SiteVariants, catalogues: ReadonlyMap<string, Messages>) =>
      loadSources(apiReference, () => loadApiReference(config, variants, Promise.resolve(catalogues), options)),
    /** The page sources are made again at the next load (from the kept documents). */
    remake: () => void (sources = undefined),
    /** Nothing kept: the config or another input of every document may have changed. */
    forgetAll() {
      sources = undefined;
      documents.clear();
      texts.clear();
    },
    /** Forgets the changed documents (see `forgetChangedDocuments`); undefined when which cannot be told. */
    async forgetChanged(built: BuiltSite, files: readonly string[]): Promise<Set<string> | undefined> {
      const changed = await forgetChangedDocuments(built.config.root, documents, plannedDocuments(built), files, texts);
      if (changed?.size !== 0) sources = undefined;
      return changed;
    },
    close: dropReader,
  };
}

export type ApiDocuments = ReturnType<typeof createApiDocuments>;
