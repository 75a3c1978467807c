import { describe, expect, it } from 'vitest';
import { configPositions, lineOfPath, parseConfigPath } from '../../../src/config/config-positions.js';

const source = `import type { SiteConfig } from 'docgen-cli';

const footerLinks = [{ label: 'Elsewhere', href: '/x' }];

// title: 'not this one'
export default {
  titel: 'Acme',
  url: 'https://acme.test', /* title: 'nor this' */
  navbar: {
    title: 'Acme',
    items: [
      { label: 'Docs', to: '/docs' },
      {
        label: \`Blog \${'and' + \`news\`}\`,
        href: 'https://blog.acme.test',
      },
    ],
  },
  'footer': { links: footerLinks },
} satisfies SiteConfig;
`;

describe('configuration positions', () => {
  const positions = configPositions(source);

  it('find a key by its whole path, not another key of the same name', () => {
    expect(lineOfPath(positions, ['navbar', 'title'])).toBe(10);
    expect(lineOfPath(positions, ['titel'])).toBe(7);
    expect(lineOfPath(positions, ['url'])).toBe(8);
    expect(lineOfPath(positions, ['footer'])).toBe(19);
  });

  it('find array elements and their keys, after template literals and comments', () => {
    expect(lineOfPath(positions, ['navbar', 'items', 0, 'to'])).toBe(12);
    expect(lineOfPath(positions, ['navbar', 'items', 1])).toBe(13);
    expect(lineOfPath(positions, ['navbar', 'items', 1, 'href'])).toBe(15);
  });

  it('point a missing key at the nearest field that is written', () => {
    expect(lineOfPath(positions, ['title'])).toBe(6);
    expect(lineOfPath(positions, ['navbar', 'logo', 'src'])).toBe(9);
    expect(lineOfPath(positions, ['navbar', 'items', 1, 'position'])).toBe(13);
  });

  it('follow `export default name` and defineConfig()', () => {
    expect(lineOfPath(configPositions(`const config = {\n  title: 'A',\n};\nexport default config;\n`), ['title'])).toBe(2);
    expect(lineOfPath(configPositions(`export default defineConfig({\n  url: 'x',\n});\n`), ['url'])).toBe(2);
  });

  it("find array elements written as names, calls and strings; a call's commas separate no elements", () => {
    const plugins = configPositions(
      `export default {\n  plugins: [\n    releaseNotes,\n    changelog('a', { b: 1 }),\n    { name: 'inline' },\n    'by-name',\n  ],\n};\n`,
    );
    expect([0, 1, 2, 3].map((index) => lineOfPath(plugins, ['plugins', index], { exact: true }))).toEqual([3, 4, 5, 6]);
    expect(lineOfPath(plugins, ['plugins', 2, 'name'])).toBe(5);
  });

  it('read dotted paths with indexes', () => {
    expect(parseConfigPath('navbar.items[1].href')).toEqual(['navbar', 'items', 1, 'href']);
    expect(parseConfigPath('api.services[0]')).toEqual(['api', 'services', 0]);
  });
});
