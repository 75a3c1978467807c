/**
 * An image with a light and a dark version (a logo's `src` and `srcDark`, as Docusaurus's
 * ThemedImage): both are in the page with the same size, and the stylesheet hides the one
 * that is not for the current `data-theme` (set before the first paint, changed by the
 * colour-mode switch), so the right one shows at once and nothing moves.
 */
export function themedImageClass(theme: 'light' | 'dark'): string {
  return `themed-image themed-image-${theme}`;
}
