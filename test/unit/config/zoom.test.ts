import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/config/validate.js';
import { docgenErrorOf } from '../../helpers/temp.js';

const context = { root: '/site', file: '/site/site.config.ts' };
const minimal = { title: 'Acme Docs', url: 'https://docs.acme.test' };

describe('the zoom key of the configuration (image zoom)', () => {
  it("zooms the images of pages' markdown by default", () => {
    expect(validateConfig(minimal, context).zoom).toEqual({ enabled: true, selector: '.markdown img', background: {} });
  });

  it('takes false to turn it off, or the options of docusaurus-plugin-image-zoom', () => {
    expect(validateConfig({ ...minimal, zoom: false }, context).zoom.enabled).toBe(false);
    expect(
      validateConfig(
        { ...minimal, zoom: { selector: '.markdown :not(em) > img', background: { light: '#fff', dark: 'rgb(50, 50, 50)' } } },
        context,
      ).zoom,
    ).toEqual({ enabled: true, selector: '.markdown :not(em) > img', background: { light: '#fff', dark: 'rgb(50, 50, 50)' } });
  });

  it('refuses other values, unknown fields and wrong types, naming the field and what it expects', () => {
    const messageOf = (zoom: unknown) => docgenErrorOf(() => validateConfig({ ...minimal, zoom }, context)).message;
    const expected =
      'zoom: expected true, false, or { enabled?: boolean, selector?: string, background?: { light?: string, dark?: string } }';
    expect(messageOf('yes')).toBe(expected);
    expect(messageOf({ enabled: 'yes' })).toBe(expected);
    expect(messageOf({ selector: ' ' })).toBe('zoom.selector: expected a CSS selector such as ".markdown img"');
    expect(messageOf({ background: { light: '12' } })).toBe('zoom.background.light: expected a CSS colour');
    // medium-zoom's own options (the plugin's `config`) have no counterpart.
    expect(messageOf({ config: { margin: 24 } })).toMatch(/^zoom\.config: unknown key/);
  });
});
