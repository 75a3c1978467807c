import { createContext, createElement, useContext, type ComponentType } from 'react';
import type { OverridableName } from './overridable-names.js';
import type { OverridableProps } from './override-props.js';

/** The site's replacements of template components (each a loaded component). */
// Each override types its own props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Overrides = ReadonlyMap<OverridableName, { component: ComponentType<any> }>;

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
    return override ? createElement(override.component, { ...props, Original }) : createElement(Original, props);
  }
  Overridable.displayName = name;
  return Overridable;
}
