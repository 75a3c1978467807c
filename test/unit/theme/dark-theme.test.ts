/**
 * The dark theme changes colours and nothing else: every rule for `[data-theme='dark']`
 * in the engine's stylesheets sets colour properties only. The accessibility sweeps rely
 * on it: in dark mode they run axe's colour rules only (test/helpers/axe-sweep.ts), since
 * nothing else on a page can differ between the modes. One exception: which of the two
 * versions of a themed image shows (a logo's `srcDark`), which the stylesheet decides with
 * `display`; the two have one size and one alt text, so only the picture's colours differ.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../helpers/paths.js';

/** Properties that only colour what is already laid out. */
/** A rule for the versions of a themed image alone (widgets/lib/themed-image.ts), which may show or hide them. */
const THEMED_IMAGE = /^(\s*[^,]*\.themed-image-(light|dark)\s*)(,\s*[^,]*\.themed-image-(light|dark)\s*)*$/;

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
            .filter((property) => !(property === 'display' && THEMED_IMAGE.test(rule.selector)))
            .map((property) => `${name}: ${rule.selector} { ${property} }`),
        ),
    );
    expect(other).toEqual([]);
  });

  it('lets a themed image show its dark version, and nothing else change with it', () => {
    expect(THEMED_IMAGE.test("html[data-theme='dark'] .themed-image-light")).toBe(true);
    expect(THEMED_IMAGE.test("html[data-theme='dark'] .themed-image-light, html:not([data-theme='dark']) .themed-image-dark")).toBe(true);
    expect(THEMED_IMAGE.test("html[data-theme='dark'] .themed-image-light, [data-theme='dark'] .sidebar")).toBe(false);
  });

  it('would be caught setting anything else', () => {
    const rules = rulesOf(`[data-theme='dark'] .x { display: none; color: red }`);
    expect(rules[0]!.properties.filter((property) => !COLOUR_PROPERTY.test(property))).toEqual(['display']);
  });
});
