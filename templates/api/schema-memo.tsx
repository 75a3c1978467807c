import { createContext, useContext, type ReactNode } from 'react';
import { Memoised } from '../../src/util/render-memo.js';
import type { SchemaNodeProps } from './model-props.js';

/** The `by` of the tree being rendered: every context its subtrees read. */
export const TreeContextKey = createContext<string | undefined>(undefined);

/**
 * A nested part of a tree (a property's children, an item's or option's body), memoised
 * like the whole tree: models recur inside many trees (GitHub's `simple-user` is in
 * hundreds). Below the top level its HTML does not depend on its depth (only the top
 * level's properties are open), so one entry serves every depth.
 */
export function NestedPart({ node, className, children }: { node: SchemaNodeProps; className: string; children: ReactNode }) {
  const by = useContext(TreeContextKey);
  if (by === undefined) return <div className={className}>{children}</div>;
  return (
    <Memoised of={node} by={`${className}|${by}`} tag="div" className={className}>
      {children}
    </Memoised>
  );
}
