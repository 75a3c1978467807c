/** A synthetic site of `guides` guides plus a small API in a new temporary folder; returns its root (see generate-site.mjs). */
export function generateSite(options: { guides: number; versions?: number; locales?: number; mdx?: boolean; api?: boolean }): string;
