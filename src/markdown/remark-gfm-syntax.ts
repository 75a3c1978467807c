import { gfmFromMarkdown, gfmToMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import type { Construct, Extension, TokenizeContext } from 'micromark-util-types';
import type { Processor } from 'unified';

/**
 * GitHub's markdown (tables, task lists, strikethrough, footnotes, literal autolinks), as
 * remark-gfm gives it, with one difference: a literal autolink is only tried where one
 * can start. micromark asks the email autolink at the start of every word, and the
 * `www.`/`http://` ones at every w and h after a space, whether the text stops there;
 * each yes splits the text and starts an attempt that fails a few characters on. On
 * generated guides that was about a quarter of the parse. Before a parse, one scan of the
 * text finds where each kind can start (`x@`, `www.`, `http://`); elsewhere the construct
 * says no at once. Where it could start, the construct decides as before, so the trees
 * are the same. (mdast-util-gfm's pass over the text nodes, which finds the autolinks the
 * tokenizer cannot, runs as before.)
 */
export function remarkGfmSyntax(this: Processor): void {
  const data = this.data();
  let starts: AutolinkStarts | undefined;
  (data.micromarkExtensions ??= []).push(onlyWhereAutolinksStart(gfm(), () => starts));
  (data.fromMarkdownExtensions ??= []).push(gfmFromMarkdown());
  (data.toMarkdownExtensions ??= []).push(gfmToMarkdown());
  const parse = this.parser;
  if (!parse) throw new Error('remarkGfmSyntax must come after remark-parse (it scans each text before the parse)');
  this.parser = (document, file) => {
    starts = autolinkStarts(document);
    try {
      return parse(document, file);
    } finally {
      // A parse that did not come through here (none today) tries everywhere, as before.
      starts = undefined;
    }
  };
}

type Kind = 'emailAutolink' | 'wwwAutolink' | 'protocolAutolink';
type AutolinkStarts = Record<Kind, ReadonlySet<number>>;

/**
 * The offsets where each kind of literal autolink can start: a run of email characters
 * that reaches `@` (the tokenizer starts only at the run's first character), `www.`,
 * `http://` or `https://` (any case, as the tokenizers read them).
 */
export function autolinkStarts(text: string): AutolinkStarts {
  const offsets = (pattern: RegExp, needle: RegExp) =>
    needle.test(text) ? new Set([...text.matchAll(pattern)].map((match) => match.index)) : new Set<number>();
  return {
    emailAutolink: offsets(/[A-Za-z0-9+\-._]+@/g, /@/),
    wwwAutolink: offsets(/www\./gi, /www\./i),
    protocolAutolink: offsets(/https?:\/\//gi, /https?:\/\//i),
  };
}

const KINDS: ReadonlySet<string> = new Set<Kind>(['emailAutolink', 'wwwAutolink', 'protocolAutolink']);

/** The extension with each literal autolink construct asking, before its own test, whether it can start here. */
function onlyWhereAutolinksStart(extension: Extension, current: () => AutolinkStarts | undefined): Extension {
  if (!extension.text) return extension;
  const wrapped = new Map<Construct, Construct>();
  const wrap = (construct: Construct): Construct => {
    const previous = construct.previous;
    if (!previous || !KINDS.has(construct.name ?? '')) return construct;
    let made = wrapped.get(construct);
    if (!made) {
      const kind = construct.name as Kind;
      made = {
        ...construct,
        previous(this: TokenizeContext, code) {
          const starts = current()?.[kind];
          if (starts?.size === 0) return false;
          return previous.call(this, code) && (starts === undefined || starts.has(this.now().offset));
        },
      };
      wrapped.set(construct, made);
    }
    return made;
  };
  const text: Record<string, Construct | Construct[]> = {};
  for (const [code, constructs] of Object.entries(extension.text)) {
    if (constructs) text[code] = Array.isArray(constructs) ? constructs.map(wrap) : wrap(constructs);
  }
  return { ...extension, text };
}
