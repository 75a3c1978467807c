/**
 * The React side of the runtime, in its own chunk (with React DOM), loaded by the first
 * island that hydrates. Each island gets its own root, wrapped in the same error boundary
 * it was rendered with on the server, with the server's `useId` prefix.
 */
import { createElement, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { ErrorBoundary } from '../lib/error-boundary.js';
import type { WidgetMessages } from '../lib/messages.js';
import type { RuntimeMessageKey } from '../message-keys.js';

export function hydrateWidget(
  element: Element,
  name: string,
  component: unknown,
  props: Record<string, unknown>,
  prefix: string,
  messages: WidgetMessages<RuntimeMessageKey>,
): Root {
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
    throw new Error(`the script of widget "${name}" has no default export: a widget module must export its component as default`);
  }
  const children = serverChildren(element);
  const allProps = children ? { ...props, children } : props;
  return hydrateRoot(
    element,
    createElement(ErrorBoundary, { messages }, createElement(component as ComponentType<Record<string, unknown>>, allProps)),
    {
      identifierPrefix: prefix,
      onRecoverableError(error, info) {
        console.error(`docgen: hydration mismatch in widget "${name}"`, error, info.componentStack ?? '');
      },
    },
  );
}

/**
 * A component placed with markdown children (`:::name ... :::`) has them as server HTML
 * in a `<docgen-children>` element: handed back as the same element, so they hydrate as is.
 */
function serverChildren(island: Element) {
  const holder = [...island.querySelectorAll('docgen-children')].find((candidate) => candidate.closest('docgen-island') === island);
  return holder && createElement('docgen-children', { dangerouslySetInnerHTML: { __html: holder.innerHTML } });
}
