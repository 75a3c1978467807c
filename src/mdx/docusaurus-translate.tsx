import { Fragment, isValidElement, type ReactNode } from 'react';

/**
 * Docusaurus's i18n API for components (`@docusaurus/Translate`, `@docusaurus/Interpolate`):
 * messages by id from the page's locale's `i18n/<locale>/code.json`, else the default
 * message written in the code, with `{name}` placeholders filled from `values`.
 */

/** A locale's code translations: message by id (`code.json` without its descriptions). */
export type CodeTranslations = Readonly<Record<string, string>>;

/**
 * The translations of the page being rendered. `translate()` is a plain function that
 * components call while they render, outside any React context, so the page's messages
 * are set around its (synchronous) server render: see `withCodeTranslations`.
 */
let current: CodeTranslations = {};

/** The translations of every render from now on: a browser page renders in one locale. */
export function setCodeTranslations(translations: CodeTranslations | undefined): void {
  current = translations ?? {};
}

/** Runs a synchronous render with these translations; the previous ones come back after. */
export function withCodeTranslations<T>(translations: CodeTranslations | undefined, render: () => T): T {
  const previous = current;
  current = translations ?? {};
  try {
    return render();
  } finally {
    current = previous;
  }
}

type Values = Readonly<Record<string, ReactNode>> | undefined;

/**
 * `{name}` placeholders filled from `values`: a string when every filled value is text,
 * else React nodes (a value may be an element). A placeholder without a value stays as written.
 */
export function interpolate(text: string, values?: Values): ReactNode {
  let plain = true;
  const segments = text.split(/(\{\w+\})/).map((segment, index) => {
    if (index % 2 === 0) return segment;
    const value = values?.[segment.slice(1, -1)];
    if (value === undefined) return segment;
    if (isValidElement(value)) {
      plain = false;
      return value;
    }
    return String(value);
  });
  if (plain) return segments.join('');
  return segments.filter((segment) => segment !== '').map((segment, index) => <Fragment key={index}>{segment}</Fragment>);
}

/** `<Interpolate values={…}>text</Interpolate>`: the text's placeholders filled. */
export function Interpolate({ children, values }: { children?: ReactNode; values?: Values }) {
  if (typeof children !== 'string') throw new Error('<Interpolate> takes its text as its only child, a plain string');
  return <>{interpolate(children, values)}</>;
}

/** The message for `id` (or, without one, for the default message itself) in the page's locale, else the default. */
function localized(id: string | undefined, message: string | undefined): string {
  if (id === undefined && message === undefined)
    throw new Error('A translation needs an id or a default message: <Translate id="…">Default</Translate> or translate({ message: "…" })');
  const key = (id ?? message)!;
  return (Object.hasOwn(current, key) ? current[key] : undefined) ?? message ?? id!;
}

/** `translate({ id, message, description }, values)`: the message as text (or nodes when a value is an element). */
export function translate(declaration: { id?: string; message?: string; description?: string }, values?: Values): string {
  return interpolate(localized(declaration.id, declaration.message), values) as string;
}

/** `<Translate id description values>Default message</Translate>`. */
export default function Translate({ children, id, values }: { children?: ReactNode; id?: string; description?: string; values?: Values }) {
  if (children !== undefined && typeof children !== 'string')
    throw new Error(
      `<Translate${id ? ` id="${id}"` : ''}> takes its default message as plain text, not elements: put elements in \`values\``,
    );
  return <>{interpolate(localized(id, children), values)}</>;
}
