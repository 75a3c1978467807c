import path from 'node:path';

/** The values a starter's `{{name}}` placeholders take. */
export interface StarterValues {
  title: string;
  url: string;
  /** The npm package name of the new site (its folder's name, made valid). */
  packageName: string;
  /** The devDependency spec for docgen-cli (see dependency-spec.ts). */
  docgenSpec: string;
}

const PLACEHOLDER = /\{\{([A-Za-z]+)\}\}/g;

/**
 * Fills `{{title}}`-style placeholders. Starters put them inside string literals (quoted
 * YAML, JSON, TypeScript strings), so values are escaped as JSON string contents, plus
 * `'` in TypeScript, whose strings are single-quoted. `${{ ... }}` of GitHub Actions has
 * spaces and never matches. An unknown name is a mistake in the starter: it throws.
 */
export function fillPlaceholders(text: string, values: StarterValues, fileName: string): string {
  const typescript = /\.[cm]?ts$/.test(fileName);
  return text.replace(PLACEHOLDER, (_, name: string) => {
    if (!Object.hasOwn(values, name)) throw new Error(`docgen: unknown placeholder {{${name}}} in starter file ${fileName}`);
    const escaped = JSON.stringify(values[name as keyof StarterValues]).slice(1, -1);
    return typescript ? escaped.replace(/'/g, "\\'") : escaped;
  });
}

/** A site title from its folder's name: `my-docs` -> `My Docs`. */
export function titleFromFolder(dir: string): string {
  const words = path
    .basename(path.resolve(dir))
    .split(/[\s_.-]+/)
    .filter(Boolean);
  const title = words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(' ');
  return title || 'Docs';
}

/** A valid npm package name from a folder's name: lower case, URL-safe, at most 214 characters. */
export function packageNameFromFolder(dir: string): string {
  const name = path
    .basename(path.resolve(dir))
    .toLowerCase()
    .replace(/[^a-z0-9._~-]+/g, '-')
    .replace(/^[._-]+|[-]+$/g, '')
    .slice(0, 214);
  return name || 'docs';
}
