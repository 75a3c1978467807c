import { entry, quoted } from './error-entry.js';

/** Errors about analytics and the consent they wait for (DG270). */
export const analyticsErrorData = {
  consentCategoryUnknown: entry({
    code: 'DG270',
    title: 'An analytics setting waits for a cookie category the consent banner does not have',
    message: (setting: string, category: string, categories: readonly string[] | undefined) =>
      categories === undefined
        ? `${setting} is "${category}", but site.config.ts has no cookieConsent: analytics load only once the reader accepts their cookie category in the consent banner, so they would never load.`
        : `${setting} is "${category}", but cookieConsent.categories has no category with that id (it has ${quoted(categories)}), so the reader could never accept it.`,
    hint: (setting: string, category: string, categories: readonly string[] | undefined) =>
      categories === undefined
        ? `Add a cookieConsent with a category whose id is "${category}" (its cookies and what they are for), or remove the analytics setting.`
        : `Set ${setting} to the id of one of ${quoted(categories)}, or add a category with the id "${category}" to cookieConsent.categories.`,
    docs: '`gtag`, `plausible`, `posthog` (and `helpful` with a `url` on another site) load or send only after the reader accepts a cookie category of the consent banner: their `category` (default `targeting`) must be the `id` of one of `cookieConsent.categories`, and the site must have a `cookieConsent`.',
  }),
};
