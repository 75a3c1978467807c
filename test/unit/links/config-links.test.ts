import { describe, expect, it } from 'vitest';
import { configLinkOrigins } from '../../../src/links/config-links.js';
import { validateConfig } from '../../../src/config/validate.js';

const source = [
  'export default {',
  "  title: 'Acme', url: 'https://acme.test', baseUrl: '/docs/',",
  '  navbar: { items: [',
  "    { label: 'Guides', to: '/guides' },",
  "    { label: 'More', items: [{ label: 'Old', href: '/old/page' }] },",
  '  ] },',
  "  footer: { links: [{ title: 'Docs', items: [{ label: 'Start', to: '/start' }] }] },",
  '};',
].join('\n');
const config = validateConfig(
  {
    title: 'Acme',
    url: 'https://acme.test',
    baseUrl: '/docs/',
    navbar: {
      items: [
        { label: 'Guides', to: '/guides' },
        { label: 'More', items: [{ label: 'Old', href: '/old/page' }] },
      ],
    },
    footer: { links: [{ title: 'Docs', items: [{ label: 'Start', to: '/start' }] }] },
  },
  { root: '/site', file: '/site/site.config.ts', source },
);

describe('configLinkOrigins', () => {
  const origin = configLinkOrigins(config, source);

  it('names the config key and line of a navbar or footer link, as written or with the base URL', () => {
    expect(origin('/docs/guides')).toEqual({ file: '/site/site.config.ts', line: 4, key: 'navbar.items[0].to' });
    expect(origin('/old/page')).toEqual({ file: '/site/site.config.ts', line: 5, key: 'navbar.items[1].items[0].href' });
    expect(origin('/docs/start')).toEqual({ file: '/site/site.config.ts', line: 7, key: 'footer.links[0].items[0].to' });
  });

  it('knows nothing of other links', () => {
    expect(origin('/docs/elsewhere')).toBeUndefined();
  });
});
