import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/config/validate.js';
import { docgenErrorOf } from '../../helpers/temp.js';

const context = { root: '/site', file: '/site/site.config.ts' };
const minimal = { title: 'Acme Docs', url: 'https://docs.acme.test' };
const consent = {
  description: 'We count visits with your consent.',
  categories: [
    { id: 'necessary', title: 'Necessary', description: 'Needed.', toggle: { value: 'necessary', checked: true, disabled: true } },
    { id: 'analytics', title: 'Analytics', description: 'Counting.', toggle: { value: 'analytics', checked: false, disabled: false } },
  ],
};

describe('analytics settings', () => {
  it('takes Docusaurus’s gtag names, a list or one id, and the defaults of Plausible and PostHog', () => {
    const config = validateConfig(
      {
        ...minimal,
        cookieConsent: consent,
        gtag: { trackingID: 'G-ABC123', category: 'analytics' },
        plausible: { domain: 'docs.acme.test', category: 'analytics' },
        posthog: { apiKey: 'phc_abc', category: 'analytics' },
        helpful: { url: '/api/helpful' },
      },
      context,
    );
    expect(config.gtag).toEqual({ trackingID: ['G-ABC123'], anonymizeIP: false, category: 'analytics' });
    expect(config.plausible).toEqual({ domain: 'docs.acme.test', src: 'https://plausible.io/js/script.js', category: 'analytics' });
    expect(config.posthog).toEqual({ apiKey: 'phc_abc', apiHost: 'https://us.i.posthog.com', category: 'analytics' });
    // On the site's own origin, the answer needs no consent: its category is not checked.
    expect(config.helpful).toEqual({ url: '/api/helpful', analytics: true, category: 'targeting' });
  });

  it('refuses a tool whose category the banner does not have, naming the setting, the categories and the line', () => {
    const source = [
      'export default {',
      "  title: 'Acme Docs',",
      '  plausible: {',
      "    domain: 'docs.acme.test',",
      "    category: 'stats',",
      '  },',
      '};',
    ].join('\n');
    const error = docgenErrorOf(() =>
      validateConfig(
        { ...minimal, cookieConsent: consent, plausible: { domain: 'docs.acme.test', category: 'stats' } },
        { ...context, source },
      ),
    );
    expect(error.code).toBe('DG270');
    expect(error.message).toContain(
      'plausible.category is "stats", but cookieConsent.categories has no category with that id (it has "necessary", "analytics")',
    );
    expect(error.hint).toContain('Set plausible.category to the id of one of "necessary", "analytics"');
    expect(error.location).toEqual({ file: '/site/site.config.ts', line: 5 });
  });

  it('refuses analytics on a site without a consent banner: they would never load', () => {
    const error = docgenErrorOf(() => validateConfig({ ...minimal, gtag: { trackingID: 'G-ABC123' } }, context));
    expect(error.code).toBe('DG270');
    expect(error.message).toContain('gtag.category is "targeting", but site.config.ts has no cookieConsent');
  });

  it('checks the category of "helpful" only when its URL is on another site', () => {
    const error = docgenErrorOf(() =>
      validateConfig({ ...minimal, cookieConsent: consent, helpful: { url: 'https://feedback.example/answers' } }, context),
    );
    expect(error.code).toBe('DG270');
    expect(error.message).toContain('helpful.category is "targeting"');
    expect(validateConfig({ ...minimal, helpful: { url: 'https://docs.acme.test/api/helpful' } }, context).helpful?.url).toBe(
      'https://docs.acme.test/api/helpful',
    );
  });

  it('refuses ids and URLs of the wrong shape, naming the setting', () => {
    const error = docgenErrorOf(() => validateConfig({ ...minimal, cookieConsent: consent, gtag: { trackingID: 'UA-1' } }, context));
    expect(error.code).toBe('DG003');
    expect(error.message).toContain('gtag.trackingID');
    const url = docgenErrorOf(() => validateConfig({ ...minimal, helpful: { url: 'javascript:alert(1)' } }, context));
    expect(url.message).toContain('helpful.url');
  });
});
