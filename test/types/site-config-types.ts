/**
 * Compile-time checks of the public SiteConfig type (run by `npm run typecheck` and by
 * the package test): an editor must catch a misspelt item type, a wrong position and a
 * link without its target. Each `@ts-expect-error` fails the type check if the line
 * below it stops being an error.
 */
import { defineConfig, type NavbarItem, type SiteConfig } from 'docgen-cli';

export const valid: SiteConfig = defineConfig({
  title: 'Docs',
  url: 'https://docs.example.com',
  navbar: {
    items: [
      { label: 'Guides', to: '/guides' },
      { label: 'Blog', href: 'https://blog.example.com', position: 'right' },
      { type: 'search', position: 'right' },
      { type: 'doc', docId: 'guides/intro' },
      { label: 'More', items: [{ label: 'Status', href: 'https://status.example.com' }] },
      { type: 'localeDropdown' },
    ],
  },
  footer: { links: [{ title: 'Docs', items: [{ label: 'Guides', to: '/guides' }, { html: '<b>hi</b>' }] }] },
});

// @ts-expect-error "serch" is not a navbar item type
export const misspeltType: NavbarItem = { type: 'serch' };

// @ts-expect-error "rigth" is not a position
export const misspeltPosition: NavbarItem = { type: 'search', position: 'rigth' };

// @ts-expect-error a link needs `to` or `href`
export const linkWithoutTarget: NavbarItem = { label: 'Nowhere' };

// @ts-expect-error a doc item needs its docId
export const docWithoutId: NavbarItem = { type: 'doc' };

export const footerWithoutTarget: SiteConfig = {
  title: 'Docs',
  url: 'https://docs.example.com',
  // @ts-expect-error a footer link needs `to`, `href` or `html`
  footer: { links: [{ title: 'Docs', items: [{ label: 'Guides' }] }] },
};

// @ts-expect-error `url` is required
export const withoutUrl: SiteConfig = { title: 'Docs' };

/** The pages for AI readers: off, or each part on its own. */
export const llmsOff: SiteConfig = { title: 'Docs', url: 'https://docs.example.com', llms: false };
export const llmsWithoutFullText: SiteConfig = { title: 'Docs', url: 'https://docs.example.com', llms: { fullText: false } };
export const llmsOn: SiteConfig = { title: 'Docs', url: 'https://docs.example.com', llms: true };
// @ts-expect-error llms is a boolean or an object of booleans
export const llmsWord: SiteConfig = { title: 'Docs', url: 'https://docs.example.com', llms: 'yes' };
