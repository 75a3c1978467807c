import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/config/validate.js';

const source = `export default {
  title: 'T',
  url: 'https://t.test',
  favicon: 'javascript:alert(1)',
  navbar: {
    logo: { src: '/img/logo.svg', srcDark: 'javascript:dark()', href: 'vbscript:run' },
    items: [
      { label: 'Docs', to: '/docs' },
      { label: 'Bad', href: 'javascript:alert(2)' },
      { label: 'More', items: [{ label: 'Worse', href: 'data:text/html,x' }, { label: 'Fine', href: 'https://x.test' }] },
    ],
  },
  footer: { links: [{ title: 'Legal', items: [{ label: 'Terms', href: 'javascript:alert(3)' }, { label: 'Privacy', href: '/privacy' }] }] },
  cookieConsent: { description: 'Cookies.', privacyPolicyUrl: 'javascript:alert(4)', categories: [{ id: 'necessary', title: 'Necessary', description: 'Needed.', toggle: { value: 'necessary' } }] },
};`;
/** The object the config file exports (its text above gives the lines warnings point at). */
const raw: unknown = new Function(source.replace('export default', 'return'))();

describe('URLs in the configuration', () => {
  const config = validateConfig(raw, { root: '/site', file: '/site/site.config.ts', source });

  it('leave out what carries an unsafe URL, keeping the rest', () => {
    expect(config.favicon).toBeUndefined();
    // An unsafe dark-mode image leaves the logo as in light mode.
    expect(config.navbar.logo).toMatchObject({ src: '/img/logo.svg', srcDark: undefined, href: undefined });
    expect(config.navbar.items.map((item) => item.label)).toEqual(['Docs', 'More']);
    expect(config.navbar.items[1]!.items!.map((item) => item.label)).toEqual(['Fine']);
    expect(config.footer.links[0]!.items.map((item) => item.label)).toEqual(['Privacy']);
    expect(config.cookieConsent?.privacyPolicyUrl).toBeUndefined();
  });

  it('warn once for each, naming the key and its line', () => {
    expect(config.warnings.map((warning) => [warning.line, warning.message.split(':')[0]])).toEqual([
      [4, 'favicon'],
      [6, 'navbar.logo.srcDark'],
      [6, 'navbar.logo.href'],
      [9, 'navbar.items[1].href'],
      [10, 'navbar.items[2].items[0].href'],
      [13, 'footer.links[0].items[0].href'],
      [14, 'cookieConsent.privacyPolicyUrl'],
    ]);
    expect(config.warnings.every((warning) => warning.file === '/site/site.config.ts' && warning.severity === 'warning')).toBe(true);
  });
});
