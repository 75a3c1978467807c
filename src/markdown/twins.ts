import type { AdmonitionType, CustomAdmonitions } from '../config/admonition-types.js';
import type { KeyedReaderBody, ReaderDoc, ReaderRequest, ReaderSite } from '../core/reader-twin.js';
import type { MarkdownInput, SyntaxTree } from './processor.js';

/** Makes one page's twin from its text and, when kept, the tree the page was parsed into (no second parse). */
export type TwinMaker = (doc: ReaderDoc, request: ReaderRequest, parsed?: SyntaxTree) => KeyedReaderBody;

/**
 * The hook by which a later stage (llms) makes each docs page's twin as the page is
 * finished, on the main thread or on a markdown worker: markdown runs it, never knowing
 * what a twin is. Made from data alone, since a worker gets only data.
 */
export type TwinMakerFactory = (
  site: ReaderSite,
  admonitionTitle: (type: AdmonitionType) => string,
  admonitions?: CustomAdmonitions,
) => TwinMaker;

/** The doc of a markdown page's input. */
export const readerDocOf = (input: Pick<MarkdownInput, 'body' | 'sourcePath' | 'path'>): ReaderDoc => ({
  body: input.body,
  relativePath: input.sourcePath,
  absolutePath: input.path,
});
