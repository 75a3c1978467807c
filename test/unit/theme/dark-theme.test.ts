/**
 * The dark theme changes colours and nothing else: every rule for `[data-theme='dark']`
 * in the engine's stylesheets sets colour properties only. The accessibility sweeps rely
 * on it: in dark mode they run axe's colour rules only (test/helpers/axe-sweep.ts), since
 * nothing else on a page can differ between the modes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../helpers/paths.js';

/** Properties that only colour what is already laid out. */
const COLOUR_PROPERTY =
  /^(--[\w-]+|color|color-scheme|background(-color)?|border(-\w+)?-color|outline-color|fill|stroke|text-decoration-color|caret-color|accent-color|box-shadow)$/;

/** Each `selector { declarations }` block of a stylesheet (at-rule blocks contribute their inner rules). */
function rulesOf(css: string): { selector: string; properties: string[] }[] {
  const flat = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...flat.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((match) => ({
    selector: match[1]!.trim(),
    properties: match[2]!
      .split(';')
      .map((declaration) => declaration.split(':')[0]!.trim())
      .filter(Boolean),
  }));
}

describe('the dark theme', () => {
  const dir = path.join(repoRoot, 'templates/styles');
  const sheets = readdirSync(dir).filter((name) => name.endsWith('.css'));

  it('is written somewhere (the check below has rules to read)', () => {
    const dark = sheets
      .flatMap((name) => rulesOf(readFileSync(path.join(dir, name), 'utf8')))
      .filter((rule) => rule.selector.includes('data-theme'));
    expect(dark.length).toBeGreaterThan(3);
  });

  it('sets colour properties only', () => {
    const other = sheets.flatMap((name) =>
      rulesOf(readFileSync(path.join(dir, name), 'utf8'))
        .filter((rule) => /data-theme=['"]?dark/.test(rule.selector))
        .flatMap((rule) =>
          rule.properties
            .filter((property) => !COLOUR_PROPERTY.test(property))
            .map((property) => `${name}: ${rule.selector} { ${property} }`),
        ),
    );
    expect(other).toEqual([]);
  });

  it('would be caught setting anything else', () => {
    const rules = rulesOf(`[data-theme='dark'] .x { display: none; color: red }`);
    expect(rules[0]!.properties.filter((property) => !COLOUR_PROPERTY.test(property))).toEqual(['display']);
  });
});
