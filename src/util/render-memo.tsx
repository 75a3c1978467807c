import { createContext, createElement, useContext, type ReactNode } from 'react';
import { flatString } from './flat-string.js';

/**
 * The HTML of subtrees that many pages repeat (a large API's shared schema trees), made by
 * React once per build. A subtree is cached from the second time a build renders it: that
 * time its content is wrapped in a marker element, which the page's finished HTML gives
 * up (`PageMemo.finish`); later pages place the cached HTML instead of rendering it again.
 * The output is the same bytes either way (static markup has no text separators). Subtrees
 * nest: one cached inside another is placed as cached HTML in its parent's render, and
 * both are captured in one render. Bounded by the characters it holds: past the limit,
 * subtrees render as usual.
 */
export interface RenderMemo {
  /** The memo of one page's render: its `Provider` value, and the step that finishes the HTML. */
  page(): PageMemo;
}

export interface PageMemo {
  lookup(of: object, by: string): string | undefined;
  /** A marker id for a subtree worth caching (seen before, room left); undefined otherwise. */
  capture(of: object, by: string): number | undefined;
  /** The page's HTML without its markers, each marked subtree's HTML cached. */
  finish(html: string): string;
}

/** Characters of cached HTML a build keeps at most (GitHub's REST API caches 15.3 M, its nested parts included). */
export const RENDER_MEMO_CHARACTERS = 16_000_000;

const MARKER = 'docgen-memo';
/** A marker's start (its id in group 1) or its end. */
const MARKER_TAGS = new RegExp(`<${MARKER} data-memo="(\\d+)">|</${MARKER}>`, 'g');

export function createRenderMemo(limit = RENDER_MEMO_CHARACTERS): RenderMemo {
  const cached = new WeakMap<object, Map<string, string>>();
  const seen = new WeakMap<object, Set<string>>();
  let size = 0;
  return {
    page() {
      const pending = new Map<number, { of: object; by: string }>();
      return {
        lookup: (of, by) => cached.get(of)?.get(by),
        capture(of, by) {
          const before = seen.get(of);
          if (!before?.has(by)) {
            if (before) before.add(by);
            else seen.set(of, new Set([by]));
            return undefined;
          }
          if (size >= limit) return undefined;
          const id = pending.size;
          pending.set(id, { of, by });
          return id;
        },
        finish(html) {
          if (pending.size === 0) return html;
          let out = '';
          let from = 0;
          // Open markers, innermost last: where each one's content starts in `html`.
          const open: { id: number; start: number }[] = [];
          for (const match of html.matchAll(MARKER_TAGS)) {
            out += html.slice(from, match.index);
            from = match.index + match[0].length;
            if (match[1] !== undefined) {
              open.push({ id: Number(match[1]), start: from });
              continue;
            }
            const marker = open.pop();
            const entry = marker && pending.get(marker.id);
            if (!marker || !entry) continue;
            // The markers of subtrees nested in this one are not part of its HTML.
            const inner = ownCopy(html.slice(marker.start, match.index).replace(MARKER_TAGS, ''));
            if (!cached.has(entry.of)) cached.set(entry.of, new Map());
            cached.get(entry.of)!.set(entry.by, inner);
            size += inner.length;
          }
          return out + html.slice(from);
        },
      };
    },
  };
}

/**
 * A string that does not keep the one it was cut from alive: V8 shares a slice's
 * characters with the whole page, which the cache would then hold.
 */
function ownCopy(slice: string): string {
  return flatString(` ${slice}`).slice(1); // the concatenation, flat, is a new string
}

const PageMemoContext = createContext<PageMemo | null>(null);
export const PageMemoProvider = PageMemoContext.Provider;

/** Object identities as numbers, for the `by` of a memoised subtree (a locale's messages, a service's routes). */
export function identityOf(value: object | undefined): number {
  if (value === undefined) return 0;
  let id = identities.get(value);
  if (id === undefined) identities.set(value, (id = ++lastIdentity));
  return id;
}
const identities = new WeakMap<object, number>();
let lastIdentity = 0;

/**
 * `<tag className>children</tag>`, whose children's HTML depends only on `of` and `by`
 * (every context they read is in `by`) and holds no island (an island reports its widget
 * when it renders).
 */
export function Memoised({
  of,
  by,
  tag,
  className,
  children,
}: {
  of: object;
  by: string;
  tag: string;
  className: string;
  children: ReactNode;
}) {
  const memo = useContext(PageMemoContext);
  const html = memo?.lookup(of, by);
  if (html !== undefined) return createElement(tag, { className, dangerouslySetInnerHTML: { __html: html } });
  const id = memo?.capture(of, by);
  if (id === undefined) return createElement(tag, { className }, children);
  return createElement(tag, { className }, createElement(MARKER, { 'data-memo': id }, children));
}
