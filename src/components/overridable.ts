import { createContext, createElement, useContext, type ComponentType, type ReactNode } from 'react';
import type { OverridableName } from './overridable-names.js';
import type { OverridableProps } from './override-props.js';

/** The site's replacements of template components (each a loaded component). */
// Each override types its own props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Overrides = ReadonlyMap<OverridableName, { component: ComponentType<any>; origin?: string }>;

/** An override threw while rendering (its own code, not the built-in it wraps): the page renderer names the page. */
export class OverrideRenderFailure extends Error {
  constructor(
    readonly component: OverridableName,
    readonly origin: string | undefined,
    override readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

export const noOverrides: Overrides = new Map();
const OverridesContext = createContext<Overrides>(noOverrides);
export const OverridesProvider = OverridesContext.Provider;

/** What the override of `Name` receives: the built-in's props, and the built-in itself to wrap. */
export type OverrideProps<Name extends OverridableName> = OverridableProps[Name] & { Original: ComponentType<OverridableProps[Name]> };

/**
 * A template component the site can replace: renders the site's override when there is
 * one (with the same props, plus `Original` to wrap), the built-in otherwise.
 */
export function overridable<Name extends OverridableName, P extends OverridableProps[Name] = OverridableProps[Name]>(
  name: Name,
  Original: ComponentType<P>,
): ComponentType<P> {
  function Overridable(props: P) {
    const override = useContext(OverridesContext).get(name);
    if (!override) return createElement(Original, props);
    const render = override.component as ((props: unknown) => ReactNode) & { prototype?: { isReactComponent?: unknown } };
    // A function component is called here, so that what it throws is told from docgen's own
    // errors; its hooks are this component's (the same override on every render).
    if (typeof render !== 'function' || render.prototype?.isReactComponent)
      return createElement(override.component, { ...props, Original });
    try {
      return render({ ...props, Original });
    } catch (error) {
      throw new OverrideRenderFailure(name, override.origin, error);
    }
  }
  Overridable.displayName = name;
  return Overridable;
}
