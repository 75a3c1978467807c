export interface NavbarScrollInput {
  scrollY: number;
  lastScrollY: number | undefined;
  navbarHeight: number;
  viewportHeight: number;
  documentHeight: number;
  /** The reader just jumped to an in-page anchor: hide so the target is not covered. */
  jumpedToAnchor: boolean;
}

/**
 * Whether a hide-on-scroll navbar should be visible after a scroll: always near the top;
 * hidden after jumping to an anchor; hidden when scrolling down, shown when scrolling up
 * (but not by the rubber-band bounce at the bottom of the page).
 */
export function navbarVisibleAfterScroll(input: NavbarScrollInput): boolean | undefined {
  const { scrollY, lastScrollY, navbarHeight } = input;
  if (scrollY < navbarHeight) return true;
  if (input.jumpedToAnchor) return false;
  if (lastScrollY !== undefined && scrollY >= lastScrollY) return false;
  if (scrollY + input.viewportHeight < input.documentHeight - navbarHeight) return true;
  return undefined;
}
