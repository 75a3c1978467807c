import { createContext, useContext, type ReactNode } from 'react';
import { Memoised } from '../../src/util/render-memo.js';
import type { SchemaNodeProps } from './model-props.js';
import { useLinkDepth } from './model-links.js';

/** The `by` of the tree being rendered: every context its subtrees read. */
export const TreeContextKey = createContext<string | undefined>(undefined);

/**
 * A nested part of a tree (a property's children, an item's or option's body), memoised
 * like the whole tree: models recur inside many trees (GitHub's `simple-user` is in
 * hundreds). Below the top level its HTML does not depend on its depth (only the top
 * level's properties are open), so one entry serves every depth; in a tree whose models
 * become links from a depth on, one entry per depth above it.
 */
export function NestedPart({
  node,
  depth,
  className,
  children,
}: {
  node: SchemaNodeProps;
  depth: number;
  className: string;
  children: ReactNode;
}) {
  const by = useContext(TreeContextKey);
  const linkDepth = useLinkDepth();
  if (by === undefined) return <div className={className}>{children}</div>;
  const level = Number.isFinite(linkDepth) ? `|${Math.min(depth, linkDepth)}` : '';
  return (
    <Memoised of={node} by={`${className}|${by}${level}`} tag="div" className={className}>
      {children}
    </Memoised>
  );
}
