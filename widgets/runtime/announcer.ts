/** Id of the live region that says which page a client-side navigation opened. */
export const ANNOUNCER_ID = 'docgen-route-announcer';

/**
 * A full page load makes screen readers read the new title; a client-side navigation
 * does not, so the title is put in a polite live region (created on first use, kept
 * across navigations by the router).
 */
export function announcePage(title: string): void {
  let region = document.getElementById(ANNOUNCER_ID);
  if (!region) {
    region = document.createElement('div');
    region.id = ANNOUNCER_ID;
    region.className = 'sr-only';
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    document.body.appendChild(region);
  }
  region.textContent = title;
}
