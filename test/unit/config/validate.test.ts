import { describe, expect, it } from 'vitest';
import { navbarItemTypes } from '../../../src/config/schema.js';
import { validateConfig } from '../../../src/config/validate.js';
import { docgenErrorOf } from '../../helpers/temp.js';

const context = { root: '/site', file: '/site/site.config.ts' };
const minimal = { title: 'Acme Docs', url: 'https://docs.acme.test' };
const invalid = (raw: unknown) => docgenErrorOf(() => validateConfig(raw, context));

describe('validateConfig: a valid configuration', () => {
  it('fills in the defaults', () => {
    const config = validateConfig(minimal, context);
    expect(config).toMatchObject({
      title: 'Acme Docs',
      tagline: '',
      url: 'https://docs.acme.test',
      baseUrl: '/',
      trailingSlash: false,
      titleDelimiter: '|',
      version: '0.0.0',
      keywords: [],
      customFields: {},
      i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: {} },
      navbar: { style: 'primary', hideOnScroll: false, items: [] },
      footer: { style: 'dark', links: [] },
      colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
      api: { title: 'API reference', services: [] },
      search: { enabled: true },
      customCss: [],
      root: '/site',
      configFile: '/site/site.config.ts',
    });
    expect(config.announcementBar).toBeUndefined();
    expect(config.helpButton).toBeUndefined();
  });

  it('fills in the defaults of nested entities', () => {
    const config = validateConfig(
      {
        ...minimal,
        navbar: { items: [{ label: 'Guides', to: '/guides' }] },
        announcementBar: { content: 'Beta!' },
        helpButton: { href: 'https://help.acme.test' },
        cookieConsent: {
          description: 'We use cookies.',
          categories: [{ id: 'necessary', title: 'Necessary', description: 'Needed.', toggle: { value: 'necessary' } }],
        },
        api: { services: [{ id: 'billing-service', label: 'Billing', spec: 'specs/billing.yaml' }] },
      },
      context,
    );
    expect(config.navbar.items[0]).toEqual({ label: 'Guides', to: '/guides', position: 'left' });
    expect(config.announcementBar).toEqual({
      id: 'announcement-bar',
      content: 'Beta!',
      backgroundColor: '#fff',
      textColor: '#000',
      isCloseable: true,
    });
    expect(config.helpButton).toEqual({ label: 'Help', href: 'https://help.acme.test' });
    expect(config.cookieConsent!.title).toBe('We use cookies');
    expect(config.cookieConsent!.categories[0]!.toggle).toEqual({ value: 'necessary', checked: false, disabled: false });
    expect(config.cookieConsent!.categories[0]!.clearCookies).toEqual([]);
    expect(config.api.services[0]!.sendEnabled).toBe(true);
  });

  it('takes one customCss file written alone, as Docusaurus does, as a list of one', () => {
    expect(validateConfig({ ...minimal, customCss: './src/css/custom.css' }, context).customCss).toEqual(['./src/css/custom.css']);
    expect(validateConfig({ ...minimal, customCss: ['a.css', 'b.css'] }, context).customCss).toEqual(['a.css', 'b.css']);
  });

  it('is deeply frozen', () => {
    const config = validateConfig(
      { ...minimal, navbar: { items: [{ label: 'Guides', to: '/guides' }] }, customFields: { support: { url: 'x' } } },
      context,
    );
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.navbar)).toBe(true);
    expect(Object.isFrozen(config.navbar.items)).toBe(true);
    expect(Object.isFrozen(config.navbar.items[0])).toBe(true);
    expect(Object.isFrozen(config.customFields.support)).toBe(true);
    expect(() => {
      (config as { title: string }).title = 'Changed';
    }).toThrow(TypeError);
  });

  it('accepts every navbar item type with its required fields', () => {
    const items = [
      { type: 'default', label: 'A', to: '/a' },
      { type: 'dropdown', label: 'More', items: [{ label: 'B', href: 'https://b.test' }] },
      { type: 'localeDropdown' },
      { type: 'search', position: 'right' },
      { type: 'html', html: '<b>hi</b>' },
      { type: 'doc', docId: 'guides/intro' },
      { type: 'docSidebar', sidebarId: 'guides' },
      { type: 'docsVersion' },
      { type: 'docsVersionDropdown' },
    ];
    expect(items.map((item) => item.type)).toEqual([...navbarItemTypes]);
    expect(validateConfig({ ...minimal, navbar: { items } }, context).navbar.items).toHaveLength(9);
  });

  it('treats an item with children and no type as a dropdown', () => {
    expect(() => validateConfig({ ...minimal, navbar: { items: [{ label: 'More', items: [{ type: 'nope' }] }] } }, context)).toThrow(
      'No NavbarItem component found for type "nope"',
    );
  });
});

describe('validateConfig: an invalid configuration', () => {
  it('names the field and what it expects', () => {
    const error = invalid({ ...minimal, url: 'docs.acme.test' });
    expect(error.code).toBe('DG003');
    expect(error.title).toBe('The site configuration is invalid');
    expect(error.message).toMatchInlineSnapshot(`"url: expected an absolute http(s) URL such as https://example.com"`);
    expect(error.location?.file).toBe('/site/site.config.ts');
  });

  it('names nested fields with their full path', () => {
    expect(invalid({ ...minimal, navbar: { items: [{ label: 'a', to: '/', position: 'middle' }] } }).message).toMatchInlineSnapshot(
      `"navbar.items[0].position: Invalid option: expected one of "left"|"right""`,
    );
    expect(invalid({ ...minimal, footer: { links: [{ title: 'Legal', items: [{ label: 'Imprint' }] }] } }).message).toMatchInlineSnapshot(
      `"footer.links[0].items[0]: a footer link needs \`label\` with \`to\` or \`href\`, or \`html\`"`,
    );
    expect(
      invalid({
        ...minimal,
        cookieConsent: { description: 'd', categories: [{ id: 'Targeting', title: 't', description: 'd', toggle: { value: 'v' } }] },
      }).message,
    ).toMatchInlineSnapshot(`"cookieConsent.categories[0].id: expected a lower-case id such as "targeting""`);
    expect(invalid({ ...minimal, announcementBar: { content: 'x', backgroundColor: 'not a colour!' } }).message).toMatchInlineSnapshot(
      `"announcementBar.backgroundColor: expected a CSS colour"`,
    );
    expect(invalid({ ...minimal, tagManager: { containerId: 'UA-1234' } }).message).toMatchInlineSnapshot(
      `"tagManager.containerId: expected a Google Tag Manager container id such as "GTM-ABC123""`,
    );
  });

  it('explains the baseUrl format', () => {
    expect(invalid({ ...minimal, baseUrl: 'docs' }).message).toMatchInlineSnapshot(
      `"baseUrl: expected a path that starts and ends with "/", such as "/" or "/docs/""`,
    );
  });

  it('reports a missing required field and an unknown field', () => {
    expect(invalid({ url: 'https://x.test' }).message).toMatchInlineSnapshot(`"title: Invalid input: expected string, received undefined"`);
    expect(invalid({ ...minimal, colour: 'red' }).message).toBe(
      'colour: unknown key (check its spelling; every key is in https://docgen-dev.github.io/docgen/reference/configuration/)',
    );
    expect(invalid({ ...minimal, navbar: { items: [], colour: 'red' } }).message).toBe(
      'navbar.colour: unknown key (check its spelling; every key is in https://docgen-dev.github.io/docgen/reference/configuration/)',
    );
  });

  it('lists every problem, one per line', () => {
    expect(invalid({ title: 42, url: 'nope', trailingSlash: 'yes' }).message.split('\n')).toEqual([
      'title: Invalid input: expected string, received number',
      'url: expected an absolute http(s) URL such as https://example.com',
      'trailingSlash: Invalid input: expected boolean, received string',
    ]);
  });

  it('rejects something that is not an object', () => {
    expect(invalid('hello').message).toMatchInlineSnapshot(`"(the configuration object): Invalid input: expected object, received string"`);
  });

  it('raises exactly "No NavbarItem component found for type ..." for an unknown navbar item type', () => {
    const error = invalid({ ...minimal, navbar: { items: [{ type: 'fancy', label: 'F' }] } });
    expect(error.code).toBe('DG004');
    expect(error.message).toMatchInlineSnapshot(`"No NavbarItem component found for type "fancy" (at navbar.items[0])."`);
    expect(error.hint).toMatchInlineSnapshot(
      `"Use one of: default, dropdown, localeDropdown, search, html, doc, docSidebar, docsVersion, docsVersionDropdown."`,
    );
  });

  it('finds an unknown type inside a dropdown', () => {
    const error = invalid({
      ...minimal,
      navbar: { items: [{ type: 'dropdown', label: 'More', items: [{ label: 'ok', to: '/' }, { type: 'weird' }] }] },
    });
    expect(error.message).toMatchInlineSnapshot(`"No NavbarItem component found for type "weird" (at navbar.items[0].items[1])."`);
  });

  it('names the field a navbar item of a given type needs', () => {
    expect(invalid({ ...minimal, navbar: { items: [{ type: 'doc', label: 'Intro' }] } }).message).toMatchInlineSnapshot(
      `"navbar.items[0].docId: required for a "doc" item (the id of the doc to link)"`,
    );
    expect(invalid({ ...minimal, navbar: { items: [{ type: 'docSidebar' }] } }).message).toMatchInlineSnapshot(
      `"navbar.items[0].sidebarId: required for a "docSidebar" item (the sidebar to link)"`,
    );
    expect(invalid({ ...minimal, navbar: { items: [{ label: 'Nowhere' }] } }).message).toMatchInlineSnapshot(
      `"navbar.items[0].to: required for a "default" item (a link needs \`to\` or \`href\`)"`,
    );
    expect(invalid({ ...minimal, navbar: { items: [{ type: 'html' }] } }).message).toMatchInlineSnapshot(
      `"navbar.items[0].html: required for a "html" item (the markup to insert)"`,
    );
  });
});

describe('validateConfig: API services and locales', () => {
  const service = (id: string, route?: string) => ({ id, label: id, spec: `specs/${id}.yaml`, ...(route === undefined ? {} : { route }) });
  const source = [
    'export default {',
    "  title: 'Acme Docs',",
    '  api: {',
    '    services: [',
    "      { id: 'pets', label: 'Pets', spec: 'specs/pets.yaml' },",
    "      { id: 'shop', label: 'Shop', spec: 'specs/shop.yaml', route: '/api/pets' },",
    "      { id: 'pets', label: 'Pets 2', spec: 'specs/pets2.yaml' },",
    '    ],',
    '  },',
    '};',
  ].join('\n');
  const at = { ...context, source };

  it('normalises service routes and fills in /api/{id}', () => {
    const config = validateConfig({ ...minimal, api: { services: [service('pets'), service('shop', 'reference//shop/')] } }, context);
    expect(config.api.services.map((entry) => entry.route)).toEqual(['/api/pets', '/reference/shop']);
  });

  it('refuses two services with the same id, naming both entries, the value and the second line', () => {
    const error = docgenErrorOf(() =>
      validateConfig({ ...minimal, api: { services: [service('pets'), service('shop', '/shop'), service('pets', '/pets2')] } }, at),
    );
    expect(error.code).toBe('DG111');
    expect(error.message).toBe('api.services[0] and api.services[2] both have id "pets".');
    expect(error.location).toEqual({ file: '/site/site.config.ts', line: 7 });
  });

  it('refuses two services at the same route (one written, one by default), at the written route’s line', () => {
    const error = docgenErrorOf(() =>
      validateConfig({ ...minimal, api: { services: [service('pets'), service('shop', '/api/pets')] } }, at),
    );
    expect(error.code).toBe('DG111');
    expect(error.message).toContain('api.services[0] and api.services[1] both have route "/api/pets"');
    expect(error.location).toEqual({ file: '/site/site.config.ts', line: 6 });
  });

  it('refuses a service route that leaves the site, naming the key and line', () => {
    const text = "export default {\n  api: { services: [\n    { id: 'x', label: 'X', spec: 's.yaml', route: '../x' },\n  ] },\n};\n";
    for (const route of ['../x', '/api/../../x', '/api/%2e%2e', '/a\\b']) {
      const error = docgenErrorOf(() =>
        validateConfig({ ...minimal, api: { services: [service('x', route)] } }, { ...context, source: text }),
      );
      expect(error.code, route).toBe('DG113');
      expect(error.message).toContain(`api.services[0].route is "${route}"`);
    }
    const error = docgenErrorOf(() =>
      validateConfig({ ...minimal, api: { services: [service('x', '../x')] } }, { ...context, source: text }),
    );
    expect(error.location).toEqual({ file: '/site/site.config.ts', line: 3 });
  });

  it('refuses a default locale that is not one of the locales, naming value, allowed values and line', () => {
    const text = "export default {\n  i18n: {\n    defaultLocale: 'fr',\n    locales: ['en', 'de'],\n  },\n};\n";
    const error = docgenErrorOf(() =>
      validateConfig({ ...minimal, i18n: { defaultLocale: 'fr', locales: ['en', 'de'] } }, { ...context, source: text }),
    );
    expect(error.code).toBe('DG115');
    expect(error.message).toBe('i18n.defaultLocale is "fr", but i18n.locales is ["en", "de"].');
    expect(error.location).toEqual({ file: '/site/site.config.ts', line: 3 });
  });

  it('points at i18n.locales when the default locale is left at its default', () => {
    const text = "export default {\n  i18n: {\n    locales: ['de'],\n  },\n};\n";
    const error = docgenErrorOf(() => validateConfig({ ...minimal, i18n: { locales: ['de'] } }, { ...context, source: text }));
    expect(error.message).toContain('"en"');
    expect(error.location!.line).toBe(3);
  });
});

describe('config errors point at the field itself', () => {
  it('a renamed title is reported where the object starts, not at navbar.title', () => {
    const source = `export default {\n  titel: 'Acme',\n  url: 'https://acme.test',\n  navbar: {\n    title: 'Acme',\n  },\n};\n`;
    const error = docgenErrorOf(() =>
      validateConfig(
        { titel: 'Acme', url: 'https://acme.test', navbar: { title: 'Acme' } },
        { root: '/site', file: '/site/site.config.ts', source },
      ),
    );
    expect(error.location?.line).toBe(1);
    expect(error.message).toContain('title: Invalid input');
  });
});

describe('validateConfig: markdown.admonitions', () => {
  it('takes a site type with a label, a style (default note) and an optional short icon', () => {
    const config = validateConfig({ ...minimal, markdown: { admonitions: { security: { label: 'Security' } } } }, context);
    expect(config.markdown.admonitions).toEqual({ security: { label: 'Security', style: 'note' } });
    expect(validateConfig(minimal, context).markdown.admonitions).toEqual({});
  });

  it('refuses a built-in name, an unknown style and a long icon', () => {
    expect(invalid({ ...minimal, markdown: { admonitions: { tabs: { label: 'Tabs' } } } }).message).toMatch(/built-in name/);
    expect(invalid({ ...minimal, markdown: { admonitions: { tip: { label: 'Tip' } } } }).message).toMatch(/built-in name/);
    expect(invalid({ ...minimal, markdown: { admonitions: { x: { label: 'X', style: 'purple' } } } }).message).toMatch(
      /markdown.admonitions.x.style/,
    );
    expect(invalid({ ...minimal, markdown: { admonitions: { x: { label: 'X', icon: 'a very long icon' } } } }).message).toMatch(
      /short text/,
    );
  });
});

describe('validateConfig: doc footer and redirects', () => {
  it("defaults to no edit links, no last updates and no redirects, with Docusaurus's option names", () => {
    const config = validateConfig(minimal, context);
    expect(config.docs).toMatchObject({
      editLocalizedFiles: false,
      editCurrentVersion: false,
      showLastUpdateTime: false,
      showLastUpdateAuthor: false,
    });
    expect(config.docs.editUrl).toBeUndefined();
    expect(config.redirects).toEqual([]);
  });

  it('takes editUrl as an http(s) URL or a function, and says what it expects otherwise', () => {
    const editUrl = () => undefined;
    expect(validateConfig({ ...minimal, docs: { editUrl } }, context).docs.editUrl).toBe(editUrl);
    expect(validateConfig({ ...minimal, docs: { editUrl: 'https://github.com/a/b/edit/main/' } }, context).docs.editUrl).toBe(
      'https://github.com/a/b/edit/main/',
    );
    expect(invalid({ ...minimal, docs: { editUrl: 'github.com/a/b' } }).message).toBe(
      'docs.editUrl: expected an http(s) URL such as "https://github.com/org/repo/edit/main/" (each doc\'s path is added to it), or a function ({ docPath, version, locale, permalink }) => string | undefined',
    );
    expect(invalid({ ...minimal, docs: { showLastUpdateTime: 'yes' } }).message).toBe(
      'docs.showLastUpdateTime: Invalid input: expected boolean, received string',
    );
  });

  it('takes redirects from one path or a list, to a path of the site or an http(s) URL', () => {
    const redirects = [
      { from: '/old', to: '/guides/new' },
      { from: ['/a', '/b/'], to: 'https://example.com/x' },
    ];
    expect(validateConfig({ ...minimal, redirects }, context).redirects).toEqual(redirects);
  });

  it('names each bad redirect field: a from that is no path from the root, a to that is neither', () => {
    const error = invalid({
      ...minimal,
      redirects: [
        { from: ['/ok', 'old'], to: '/guides/new' },
        { from: '/x/../../y', to: 'javascript:alert(1)' },
        { from: [], to: '/' },
        { from: '/z', to: '/', status: 302 },
        { from: 42, to: '/' },
      ],
    });
    expect(error.code).toBe('DG003');
    expect(error.message.split('\n')).toEqual([
      'redirects[0].from[1]: "old" must start with "/" (a path from the site\'s root, such as "/guides/old")',
      'redirects[1].from: "/x/../../y" has `.` or `..` segments, which would place its page outside the site',
      'redirects[1].to: "javascript:alert(1)" is neither a path of the site nor an http(s) URL; expected a page of the site such as "/guides/new" (without the base URL) or an absolute URL such as "https://example.com/page"',
      'redirects[2].from: give at least one old path',
      'redirects[3].status: unknown key (check its spelling; every key is in https://docgen-dev.github.io/docgen/reference/configuration/)',
      'redirects[4].from: expected a path such as "/guides/old", or a list of them',
    ]);
  });
});
