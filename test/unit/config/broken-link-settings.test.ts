import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/config/validate.js';
import { docgenErrorOf } from '../../helpers/temp.js';

const context = { root: '/site', file: '/site/site.config.ts' };
const minimal = { title: 'Acme Docs', url: 'https://docs.acme.test' };

/** Docusaurus's onBrokenLinks, onBrokenAnchors and markdown.hooks.onBrokenMarkdownLinks in site.config.ts. */
describe('the broken-link settings of the config', () => {
  it('fail on broken links and anchors and warn on broken markdown links by default', () => {
    const config = validateConfig(minimal, context);
    expect([config.onBrokenLinks, config.onBrokenAnchors, config.markdown.hooks.onBrokenMarkdownLinks]).toEqual(['throw', 'throw', 'warn']);
  });

  it("take Docusaurus's values", () => {
    for (const value of ['ignore', 'log', 'warn', 'throw'] as const) {
      const config = validateConfig(
        { ...minimal, onBrokenLinks: value, onBrokenAnchors: value, markdown: { hooks: { onBrokenMarkdownLinks: value } } },
        context,
      );
      expect([config.onBrokenLinks, config.onBrokenAnchors, config.markdown.hooks.onBrokenMarkdownLinks]).toEqual([value, value, value]);
    }
  });

  it('refuse another value, naming the key and the values it takes', () => {
    const error = docgenErrorOf(() => validateConfig({ ...minimal, onBrokenAnchors: 'error' }, context));
    expect(error.code).toBe('DG003');
    expect(error.message).toMatch(/onBrokenAnchors.*"ignore".*"log".*"warn".*"throw"/s);
    const hooks = docgenErrorOf(() => validateConfig({ ...minimal, markdown: { hooks: { onBrokenMarkdownLink: 'warn' } } }, context));
    expect(hooks.message).toContain('onBrokenMarkdownLink');
  });
});
