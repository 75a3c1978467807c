import { describe, expect, it } from 'vitest';
import { docEditUrl, editedFile, joinEditUrl, type EditUrlInput, type EditUrlOptions } from '../../../src/content/edit-url.js';
import { frontmatterOf } from '../../../src/content/frontmatter.js';
import type { EditUrlParams } from '../../../src/config/schema.js';
import { docgenErrorOf } from '../../helpers/temp.js';

const current = { name: 'current', docsDir: 'docs' };
const released = { name: '1.x', docsDir: 'versioned_docs/version-1.x' };
const english = { code: 'en', isDefault: true };
const french = { code: 'fr', isDefault: false };

const input = (overrides: Partial<EditUrlInput> & { custom?: string | null } = {}): EditUrlInput => {
  const { custom, ...rest } = overrides;
  return {
    doc: {
      relativePath: 'guides/intro.md',
      frontmatter: frontmatterOf({ title: 'Intro', ...(custom === undefined ? {} : { custom_edit_url: custom }) }),
    },
    variant: { version: current, locale: english } as EditUrlInput['variant'],
    dir: 'docs',
    permalink: '/docs/guides/intro',
    configFile: '/site/site.config.ts',
    configLine: 7,
    ...rest,
  };
};

const options = (editUrl: EditUrlOptions['editUrl'], more: Partial<EditUrlOptions> = {}): EditUrlOptions => ({
  editUrl,
  editLocalizedFiles: false,
  editCurrentVersion: false,
  ...more,
});

describe('joinEditUrl', () => {
  it('joins the base and the path with one slash, each segment URL-encoded', () => {
    expect(joinEditUrl('https://github.com/acme/docs/edit/main/', 'docs/guides/intro.md')).toBe(
      'https://github.com/acme/docs/edit/main/docs/guides/intro.md',
    );
    expect(joinEditUrl('https://github.com/acme/docs/edit/main/website', 'docs/my guide#1.md')).toBe(
      'https://github.com/acme/docs/edit/main/website/docs/my%20guide%231.md',
    );
  });
});

describe('editedFile', () => {
  const fr = (dir: string, writtenIn?: string) =>
    input({
      doc: { relativePath: 'guides/intro.md', frontmatter: frontmatterOf({ title: 'Intro' }), writtenIn },
      variant: { version: released, locale: french } as EditUrlInput['variant'],
      dir,
    });

  it("is the doc's file in its version's folder, relative to the site root", () => {
    expect(editedFile(input(), options(undefined))).toBe('docs/guides/intro.md');
    expect(editedFile(input({ variant: { version: released, locale: english } as EditUrlInput['variant'] }), options(undefined))).toBe(
      'versioned_docs/version-1.x/guides/intro.md',
    );
  });

  it("is the current version's file with editCurrentVersion", () => {
    expect(editedFile(fr('versioned_docs/version-1.x', 'en'), options(undefined, { editCurrentVersion: true }))).toBe(
      'docs/guides/intro.md',
    );
  });

  it('is the translation with editLocalizedFiles (the original for a page not translated yet)', () => {
    expect(editedFile(fr('i18n/fr/versioned_docs/version-1.x'), options(undefined))).toBe('versioned_docs/version-1.x/guides/intro.md');
    expect(editedFile(fr('i18n/fr/versioned_docs/version-1.x'), options(undefined, { editLocalizedFiles: true }))).toBe(
      'i18n/fr/versioned_docs/version-1.x/guides/intro.md',
    );
    expect(editedFile(fr('versioned_docs/version-1.x', 'en'), options(undefined, { editLocalizedFiles: true }))).toBe(
      'versioned_docs/version-1.x/guides/intro.md',
    );
  });

  it("is the current version's translation of the same kind with both", () => {
    const both = options(undefined, { editLocalizedFiles: true, editCurrentVersion: true });
    expect(editedFile(fr('i18n/fr/versioned_docs/version-1.x'), both)).toBe('i18n/fr/docs/guides/intro.md');
    expect(editedFile(fr('i18n/fr/docusaurus-plugin-content-docs/version-1.x'), both)).toBe(
      'i18n/fr/docusaurus-plugin-content-docs/current/guides/intro.md',
    );
  });
});

describe('docEditUrl', () => {
  const base = 'https://github.com/acme/docs/edit/main/';

  it('joins a string editUrl with the edited file', () => {
    expect(docEditUrl(options(base), input())).toBe('https://github.com/acme/docs/edit/main/docs/guides/intro.md');
  });

  it('has none without editUrl or custom_edit_url', () => {
    expect(docEditUrl(options(undefined), input())).toBeUndefined();
  });

  it('prefers frontmatter custom_edit_url, and null hides the link', () => {
    expect(docEditUrl(options(base), input({ custom: 'https://elsewhere.test/edit' }))).toBe('https://elsewhere.test/edit');
    expect(docEditUrl(options(base), input({ custom: null }))).toBeUndefined();
    expect(docEditUrl(options(undefined), input({ custom: 'https://elsewhere.test/edit' }))).toBe('https://elsewhere.test/edit');
  });

  it("calls a function with Docusaurus's parameters; undefined means no link", () => {
    const seen: EditUrlParams[] = [];
    const editUrl = (params: EditUrlParams) => {
      seen.push(params);
      return params.locale === 'fr' ? undefined : `https://cms.test/${params.versionDocsDirPath}/${params.docPath}`;
    };
    expect(docEditUrl(options(editUrl), input())).toBe('https://cms.test/docs/guides/intro.md');
    expect(seen[0]).toEqual({
      version: 'current',
      versionDocsDirPath: 'docs',
      docPath: 'guides/intro.md',
      permalink: '/docs/guides/intro',
      locale: 'en',
    });
    expect(
      docEditUrl(options(editUrl), input({ variant: { version: released, locale: french } as EditUrlInput['variant'] })),
    ).toBeUndefined();
  });

  it('fails with DG262 at the config when the function throws, returns no string, or an unsafe URL', () => {
    const threw = docgenErrorOf(() =>
      docEditUrl(
        options(() => {
          throw new Error('no map for this doc');
        }),
        input(),
      ),
    );
    expect(threw.code).toBe('DG262');
    expect(threw.message).toBe('docs.editUrl, called for docs/guides/intro.md, threw: no map for this doc.');
    expect(threw.location).toMatchObject({ file: '/site/site.config.ts', line: 7 });
    const number = docgenErrorOf(() => docEditUrl(options((() => 42) as unknown as EditUrlOptions['editUrl']), input()));
    expect(number.message).toBe('docs.editUrl, called for docs/guides/intro.md, returned 42, which is not a URL string.');
    const script = docgenErrorOf(() =>
      docEditUrl(
        options(() => 'javascript:alert(1)'),
        input(),
      ),
    );
    expect(script.message).toContain('returned "javascript:alert(1)": the javascript: scheme is not allowed');
  });
});
