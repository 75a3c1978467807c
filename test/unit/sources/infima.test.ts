import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { infimaStylesheet } from '../../../src/sources/pages/infima.js';

/** The class names of Infima's components a React page is built from, which docgen's theme also styles. */
const PAGE_BLOCKS = ['.button', '.hero', '.card', '.badge'];

/** Each top-level rule's properties, by selector. */
function propertiesBySelector(css: string): Map<string, Set<string>> {
  const bySelector = new Map<string, Set<string>>();
  postcss.parse(css).walkRules((rule) => {
    if (rule.parent?.type !== 'root') return;
    for (const selector of rule.selectors) {
      const properties = bySelector.get(selector) ?? new Set<string>();
      rule.walkDecls((declaration) => void properties.add(declaration.prop));
      bySelector.set(selector, properties);
    }
  });
  return bySelector;
}

describe("Infima's stylesheet for the React pages of src/pages", () => {
  it('is the same every time, named by its content', async () => {
    const [first, second] = await Promise.all([infimaStylesheet('assets/pages'), infimaStylesheet('assets/pages')]);
    expect(first).toEqual(second);
    expect(first.file).toMatch(/^assets\/pages\/infima-[0-9a-f]{8}\.css$/);
  });

  it("sets, inside a page, every property docgen's theme sets on Infima's class names (Infima's value or the initial one)", async () => {
    const { css } = await infimaStylesheet('assets/pages');
    const infima = propertiesBySelector(css);
    const styles = path.resolve('templates/styles');
    const unset: string[] = [];
    for (const file of readdirSync(styles).filter((name) => name.endsWith('.css'))) {
      for (const [selector, properties] of propertiesBySelector(readFileSync(path.join(styles, file), 'utf8'))) {
        if (!PAGE_BLOCKS.includes(selector)) continue;
        const set = infima.get(`:where(.site-page) ${selector}`) ?? new Set<string>();
        for (const property of properties) {
          // Custom properties style nothing of Infima's; a shorthand is covered by its longhand of the same family Infima sets.
          if (property.startsWith('--') || property === 'transition') continue;
          if (!set.has(property) && !(property === 'background' && set.has('background-color')))
            unset.push(`${file} ${selector} ${property}`);
        }
      }
    }
    expect(unset).toEqual([]);
  });
});
