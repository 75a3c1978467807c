import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/config/validate.js';
import { parseVersionsFile, resolveVersions } from '../../../src/variants/versions.js';
import { createVariants, inVariant } from '../../../src/variants/variants.js';
import { resolveLocales } from '../../../src/variants/locales.js';
import { docgenErrorOf } from '../../helpers/temp.js';

const configWith = (extra: Record<string, unknown>) =>
  validateConfig({ title: 'Acme', url: 'https://acme.test', version: '3.0', ...extra }, { root: '/site', file: '/site/site.config.ts' });
const summary = (versions: ReturnType<typeof resolveVersions>) =>
  versions.map((version) => `${version.name} "${version.label}" /${version.path} ${version.banner}${version.isLast ? ' last' : ''}`);

describe('resolveVersions', () => {
  it('without versions.json: one version, the current docs at the root, no banner', () => {
    expect(summary(resolveVersions(configWith({}), []))).toEqual(['current "3.0" / none last']);
  });

  it('as Docusaurus: the newest released version is last; current is the unreleased "Next" at /next; older ones unmaintained', () => {
    expect(summary(resolveVersions(configWith({}), ['2.0', '1.x']))).toEqual([
      'current "Next" /next unreleased',
      '2.0 "2.0" / none last',
      '1.x "1.x" /1.x unmaintained',
    ]);
  });

  it('honours lastVersion, labels, paths, banners and badges from the config', () => {
    const versions = resolveVersions(
      configWith({
        docs: { lastVersion: 'current', versions: { '1.x': { label: 'Legacy', path: 'legacy', banner: 'none', badge: false } } },
      }),
      ['1.x'],
    );
    expect(summary(versions)).toEqual(['current "3.0" / none last', '1.x "Legacy" /legacy none']);
    expect(versions.map((version) => [version.docsDir, version.specsDir, version.badge])).toEqual([
      ['docs', '', true],
      ['versioned_docs/version-1.x', 'versioned_specs/version-1.x', false],
    ]);
  });

  it('leaves out the current docs with includeCurrentVersion: false', () => {
    expect(summary(resolveVersions(configWith({ docs: { includeCurrentVersion: false } }), ['2.0']))).toEqual(['2.0 "2.0" / none last']);
  });

  it('refuses a config naming a version that does not exist', () => {
    expect(docgenErrorOf(() => resolveVersions(configWith({ docs: { versions: { '9.x': { label: 'Nine' } } } }), ['1.x'])).code).toBe(
      'DG119',
    );
  });
});

describe('parseVersionsFile', () => {
  it('reads names newest first and refuses duplicates, odd names and "current", at their pointer', () => {
    expect(parseVersionsFile('versions.json', '["2.0", "1.x"]')).toEqual(['2.0', '1.x']);
    const duplicate = docgenErrorOf(() => parseVersionsFile('versions.json', '[\n  "1.x",\n  "1.x"\n]'));
    expect([duplicate.code, duplicate.location]).toEqual(['DG117', { file: 'versions.json', line: 3, pointer: '/1' }]);
    expect(docgenErrorOf(() => parseVersionsFile('versions.json', '["../x"]')).message).toContain('"../x" is not a version name');
    expect(docgenErrorOf(() => parseVersionsFile('versions.json', '["current"]')).code).toBe('DG117');
    expect(docgenErrorOf(() => parseVersionsFile('versions.json', '["1.x",')).message).toContain('not valid JSON');
  });
});

describe('variants', () => {
  it('puts the locale before the version in paths, and the default variant at the root', () => {
    const config = configWith({
      i18n: { defaultLocale: 'en', locales: ['en', 'pt-BR'], localeConfigs: { 'pt-BR': { label: 'Português', path: 'pt' } } },
    });
    const variants = createVariants(resolveVersions(config, ['2.0']), resolveLocales(config));
    expect(variants.all.map((variant) => variant.prefix)).toEqual(['/next', '', '/pt/next', '/pt']);
    expect(variants.default.prefix).toBe('');
    expect(variants.of({}).prefix).toBe('');
    expect(variants.of({ version: 'current', locale: 'pt-BR' }).prefix).toBe('/pt/next');
    expect([inVariant('/pt', '/'), inVariant('/pt', '/a'), inVariant('', '/a')]).toEqual(['/pt', '/pt/a', '/a']);
  });

  it('refuses two locales at one path', () => {
    const config = configWith({
      i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'fr-CA'], localeConfigs: { 'fr-CA': { label: 'Québec', path: 'fr' } } },
    });
    expect(docgenErrorOf(() => resolveLocales(config)).message).toBe('locale "fr" and locale "fr-CA" both use the path "/fr".');
  });

  it('labels a locale with its language’s own name unless the config gives one', () => {
    const config = configWith({ i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'ar'], localeConfigs: { ar: { label: 'Arabic' } } } });
    expect(resolveLocales(config).map((locale) => locale.label)).toEqual(['English', 'Français', 'Arabic']);
  });
});
