import { describe, expect, it } from 'vitest';
import { redirectPageHtml } from '../../../src/render/redirect-page.js';
import { englishMessages, loadMessages, messagesFor } from '../../../src/i18n/messages.js';

// docgen's built-in words load before messagesFor reads them (as a build's loadSiteMessages does).
await loadMessages(['fr']);

const page = (overrides: Partial<Parameters<typeof redirectPageHtml>[0]> = {}) =>
  redirectPageHtml({
    href: '/docs/guides/new#part',
    canonical: 'https://docs.acme.test/docs/guides/new',
    label: 'New guide',
    messages: englishMessages,
    lang: 'en',
    dir: 'ltr',
    ...overrides,
  });

describe('redirectPageHtml', () => {
  it('refreshes to the target at once, names its canonical address, stays out of search indexes and links it', () => {
    const html = page();
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/docs/guides/new#part">');
    expect(html).toContain('<link rel="canonical" href="https://docs.acme.test/docs/guides/new">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<title>This page has moved</title>');
    expect(html).toContain('<p>Its new address is <a href="/docs/guides/new#part">New guide</a>.</p>');
    expect(html).toMatch(/^<!doctype html><html lang="en" dir="ltr">/);
  });

  it("keeps the old address's query and fragment when the target has none of its own, and leaves the old address out of the history", () => {
    const script = /<script>(.*?)<\/script>/.exec(page())![1]!;
    expect(script).toContain('location.replace(');
    expect(script).toContain('if(!u.hash)u.hash=location.hash');
  });

  it('escapes what it writes: text, attributes and the script string', () => {
    const html = page({ href: '/x?a=1&b="2"</script>', label: '<b>Tom & Jerry</b>', canonical: 'https://a.test/x' });
    expect(html).toContain('<a href="/x?a=1&amp;b=&quot;2&quot;&lt;/script&gt;">&#x3C;b>Tom &#x26; Jerry&#x3C;/b></a>');
    expect(html).toContain('new URL("/x?a=1&b=\\"2\\"\\u003c/script>",location.href)');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it("speaks the locale's words, placing the link where the translation puts it", () => {
    const french = messagesFor('fr', { 'redirect.title': 'Cette page a déménagé', 'redirect.text': '{link} : voici sa nouvelle adresse.' });
    const html = page({ messages: french, lang: 'fr', label: 'Nouveau guide' });
    expect(html).toContain('<title>Cette page a déménagé</title>');
    expect(html).toContain('<p><a href="/docs/guides/new#part">Nouveau guide</a> : voici sa nouvelle adresse.</p>');
  });
});
