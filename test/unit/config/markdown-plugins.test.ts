import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/config/validate.js';
import { docgenErrorOf } from '../../helpers/temp.js';

const context = { root: '/site', file: '/site/site.config.ts' };
const minimal = { title: 'Acme Docs', url: 'https://docs.acme.test' };

/** `markdown.remarkPlugins` / `markdown.rehypePlugins`: plugin functions or [plugin, options]. */
describe('the markdown plugins of the config', () => {
  it('defaults to no plugins', () => {
    expect(validateConfig(minimal, context).markdown).toEqual({
      remarkPlugins: [],
      rehypePlugins: [],
      admonitions: {},
      math: true,
      format: 'mdx',
      hooks: { onBrokenMarkdownLinks: 'warn' },
    });
  });

  it('keeps a plugin function and a [plugin, options] entry as given', () => {
    const remarkX = () => undefined;
    const rehypeY = () => undefined;
    const config = validateConfig(
      { ...minimal, markdown: { remarkPlugins: [remarkX], rehypePlugins: [[rehypeY, { level: 2 }]] } },
      context,
    );
    expect(config.markdown.remarkPlugins[0]).toBe(remarkX);
    expect(config.markdown.rehypePlugins[0]).toEqual([rehypeY, { level: 2 }]);
  });

  it('refuses a plugin given by name, saying what it expects', () => {
    const error = docgenErrorOf(() => validateConfig({ ...minimal, markdown: { remarkPlugins: ['remark-gfm'] } }, context));
    expect(error.code).toBe('DG003');
    expect(error.message).toContain('markdown.remarkPlugins[0]: expected a plugin function or [plugin, options]');
  });

  it('refuses an unknown key of markdown', () => {
    const error = docgenErrorOf(() => validateConfig({ ...minimal, markdown: { remarkPlugin: [] } }, context));
    expect(error.message).toContain('remarkPlugin');
  });
});
