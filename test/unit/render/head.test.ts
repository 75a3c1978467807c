import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/config/validate.js';
import type { PagePlacement } from '../../../src/render/page-placement.js';
import { buildHeadTags, pageTitle, renderHeadTags, type HeadTag } from '../../../src/render/head.js';
import type { HeadInput } from '../../../src/core/page.js';
import { siteAddress } from '../../../src/core/site-address.js';
import type { ResolvedConfig } from '../../../src/config/validate.js';

const context = { root: '/site', file: '/site/site.config.ts' };
const config = validateConfig(
  {
    title: 'Veriton Developers',
    tagline: 'Build on digital twins.',
    url: 'https://developers.example.com',
    image: '/img/social-card.png',
    keywords: ['API', 'DID'],
    i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { label: 'English', htmlLang: 'en-GB' } } },
  },
  context,
);

/** The site a page's head is made for: its config and the address made from it, as the build has them. */
const siteOf = (config: ResolvedConfig) => ({ config, address: siteAddress(config) });

/** The tags as `name=value` lines, easy to read in assertions. */
function describeTags(tags: HeadTag[]): string[] {
  return tags.map(
    ({ tag, attributes, text }) =>
      `${tag} ${Object.entries(attributes)
        .map(([key, value]) => `${key}=${value}`)
        .join(' ')}${text ? ` "${text}"` : ''}`,
  );
}

describe('pageTitle', () => {
  it('is "{page title} {delimiter} {site title}"', () => {
    expect(pageTitle(config, 'Create an app')).toBe('Create an app | Veriton Developers');
    expect(pageTitle({ title: 'Acme', titleDelimiter: '·' }, 'Intro')).toBe('Intro · Acme');
  });

  it('shows the site title once for the home page or an empty title', () => {
    expect(pageTitle(config, 'Veriton Developers')).toBe('Veriton Developers');
    expect(pageTitle(config, '')).toBe('Veriton Developers');
  });
});

/** A page of a one-locale site: canonical and alternates are the page itself. */
function placementOf(input: HeadInput, lang = 'en-GB'): PagePlacement {
  return { lang, dir: 'ltr', canonical: input.path, alternates: [{ hreflang: 'en', path: input.path }], defaultPath: input.path };
}

describe('buildHeadTags', () => {
  it('has title, description, keywords, canonical, hreflang en and x-default, Open Graph and Twitter tags with the image', () => {
    const tags = buildHeadTags(
      siteOf(config),
      {
        title: 'Create an app',
        description: 'Register your backend.',
        keywords: ['app', 'API'],
        image: '/img/apps.png',
        path: '/guides/gettingstarted/create-app',
      },
      placementOf({
        title: 'Create an app',
        description: 'Register your backend.',
        keywords: ['app', 'API'],
        image: '/img/apps.png',
        path: '/guides/gettingstarted/create-app',
      }),
    );
    expect(describeTags(tags)).toEqual([
      'title  "Create an app | Veriton Developers"',
      'meta name=description content=Register your backend.',
      'meta name=keywords content=app, API, DID',
      'link rel=canonical href=https://developers.example.com/guides/gettingstarted/create-app',
      'link rel=alternate hreflang=en href=https://developers.example.com/guides/gettingstarted/create-app',
      'link rel=alternate hreflang=x-default href=https://developers.example.com/guides/gettingstarted/create-app',
      'meta property=og:type content=article',
      'meta property=og:site_name content=Veriton Developers',
      'meta property=og:title content=Create an app | Veriton Developers',
      'meta property=og:description content=Register your backend.',
      'meta property=og:url content=https://developers.example.com/guides/gettingstarted/create-app',
      'meta property=og:locale content=en_GB',
      'meta property=og:image content=https://developers.example.com/img/apps.png',
      'meta name=twitter:card content=summary_large_image',
      'meta name=twitter:title content=Create an app | Veriton Developers',
      'meta name=twitter:description content=Register your backend.',
      'meta name=twitter:image content=https://developers.example.com/img/apps.png',
    ]);
  });

  it('falls back to the site tagline and image', () => {
    const tags = describeTags(
      buildHeadTags(siteOf(config), { title: 'Probe', path: '/probe' }, placementOf({ title: 'Probe', path: '/probe' })),
    );
    expect(tags).toContain('meta name=description content=Build on digital twins.');
    expect(tags).toContain('meta property=og:image content=https://developers.example.com/img/social-card.png');
    expect(tags).toContain('meta name=twitter:card content=summary_large_image');
  });

  it('uses a summary card and no image tags when there is no image', () => {
    const bare = validateConfig({ title: 'Acme', url: 'https://acme.test' }, context);
    const tags = describeTags(buildHeadTags(siteOf(bare), { title: 'X', path: '/x' }, placementOf({ title: 'X', path: '/x' })));
    expect(tags).toContain('meta name=twitter:card content=summary');
    expect(tags.filter((tag) => tag.includes('image'))).toEqual([]);
    expect(tags.filter((tag) => tag.includes('description'))).toEqual([]);
  });

  it('marks noindex pages', () => {
    expect(
      describeTags(
        buildHeadTags(
          siteOf(config),
          { title: 'Page Not Found', path: '/404', noindex: true },
          placementOf({ title: 'Page Not Found', path: '/404', noindex: true }),
        ),
      ),
    ).toContain('meta name=robots content=noindex');
  });

  it('names the canonical page, one alternate per locale the page exists in, and x-default as placed', () => {
    const placement: PagePlacement = {
      lang: 'de',
      dir: 'ltr',
      canonical: '/de/guides/x',
      alternates: [
        { hreflang: 'en', path: '/1.x/guides/x' },
        { hreflang: 'de', path: '/de/1.x/guides/x' },
      ],
      defaultPath: '/1.x/guides/x',
    };
    const tags = describeTags(buildHeadTags(siteOf(config), { title: 'X', path: '/de/1.x/guides/x' }, placement));
    expect(
      tags.filter((tag) => tag.includes('canonical') || tag.includes('alternate') || tag.includes('og:url') || tag.includes('og:locale')),
    ).toEqual([
      'link rel=canonical href=https://developers.example.com/de/guides/x',
      'link rel=alternate hreflang=en href=https://developers.example.com/1.x/guides/x',
      'link rel=alternate hreflang=de href=https://developers.example.com/de/1.x/guides/x',
      'link rel=alternate hreflang=x-default href=https://developers.example.com/1.x/guides/x',
      'meta property=og:url content=https://developers.example.com/de/1.x/guides/x',
      'meta property=og:locale content=de',
    ]);
  });

  it('applies the base URL and trailing slash to canonical URLs', () => {
    const based = validateConfig({ title: 'Acme', url: 'https://acme.test/', baseUrl: '/docs/', trailingSlash: true }, context);
    const tagsOf = (image: string) =>
      describeTags(buildHeadTags(siteOf(based), { title: 'X', path: '/guides/x', image }, placementOf({ title: 'X', path: '/guides/x' })));
    expect(tagsOf('/img/a.png')).toContain('link rel=canonical href=https://acme.test/docs/guides/x/');
    // A file takes no slash; an image elsewhere stays where it is.
    expect(tagsOf('/img/a.png')).toContain('meta property=og:image content=https://acme.test/docs/img/a.png');
    expect(tagsOf('https://cdn.test/a.png')).toContain('meta property=og:image content=https://cdn.test/a.png');
  });
});

describe('renderHeadTags', () => {
  it('renders tags and escapes attribute values and the title', () => {
    expect(
      renderHeadTags([
        { tag: 'title', attributes: {}, text: 'A <b> & "c"' },
        { tag: 'meta', attributes: { name: 'description', content: 'Say "hi" & <go>' } },
      ]),
    ).toBe('<title>A &lt;b&gt; &amp; &quot;c&quot;</title><meta name="description" content="Say &quot;hi&quot; &amp; &lt;go&gt;">');
  });
});
