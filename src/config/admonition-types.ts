/** The admonition types every site has, each with its own icon and colours (templates/styles/admonitions.css). */
export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important'] as const;
export type AdmonitionType = (typeof ADMONITION_TYPES)[number];

/** A site's own admonition type (`markdown.admonitions` in the config). */
export interface CustomAdmonition {
  /** The title shown when the author gives none, and the aside's accessible name. */
  label: string;
  /** The built-in type whose colours and icon it takes. */
  style: AdmonitionType;
  /** A short text (an emoji, a symbol) shown instead of the style's icon. */
  icon?: string;
}

export type CustomAdmonitions = Readonly<Record<string, CustomAdmonition>>;

/** Container directives the engine reserves for its built-in components: no admonition may take these names. */
export const BUILTIN_DIRECTIVES = ['tabs', 'tab', 'cards', 'card', 'linkcard', 'steps', 'details', 'badge'] as const;

export function isBuiltinAdmonition(name: string): name is AdmonitionType {
  return (ADMONITION_TYPES as readonly string[]).includes(name);
}

/** Every admonition name a page may use: the built-in types and the site's own. */
export function admonitionNames(custom: CustomAdmonitions = {}): Set<string> {
  return new Set([...ADMONITION_TYPES, ...Object.keys(custom)]);
}
