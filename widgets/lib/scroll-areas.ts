const TABLE_SCROLL_AREAS = 'main .table-scroll';

/** Whether an element's content is wider than the element (a pixel of rounding is not). */
export function overflowsInline(element: Element): boolean {
  return element.scrollWidth > element.clientWidth + 1;
}

/**
 * Keeps each table's scroll area in the tab order only while its table is wider than the
 * area: a stop that scrolls nothing would only slow keyboard users down. The server
 * renders every area focusable, so without JavaScript each can still be scrolled.
 * Returns the function that stops watching.
 */
export function watchTableScrollAreas(): () => void {
  const update = (area: HTMLElement) => {
    if (overflowsInline(area)) area.tabIndex = 0;
    else area.removeAttribute('tabindex');
    markEdges(area);
  };
  const onScroll = (event: Event) => markEdges(event.target as HTMLElement);
  const observer = new ResizeObserver((entries) => {
    for (const entry of entries) {
      const area = (entry.target as HTMLElement).closest<HTMLElement>('.table-scroll');
      if (area) update(area);
    }
  });
  const areas = [...document.querySelectorAll<HTMLElement>(TABLE_SCROLL_AREAS)];
  areas.forEach((area) => {
    observer.observe(area);
    area.addEventListener('scroll', onScroll, { passive: true });
    // The table changes width on its own when fonts load or the reader zooms text.
    if (area.firstElementChild) observer.observe(area.firstElementChild);
  });
  return () => {
    observer.disconnect();
    areas.forEach((area) => area.removeEventListener('scroll', onScroll));
  };
}

/**
 * Marks the table's frame with the sides that have more to see (`data-more-start`,
 * `data-more-end`). Browsers with scroll-driven animations draw the edges from CSS alone;
 * the others (markdown.css's @supports fallback) draw them from these marks.
 */
export function markEdges(area: HTMLElement): void {
  const frame = area.parentElement;
  if (!frame) return;
  const hidden = area.scrollWidth - area.clientWidth;
  // Right to left, scrollLeft runs from 0 down to -hidden.
  const scrolled = Math.abs(area.scrollLeft);
  frame.toggleAttribute('data-more-start', hidden > 1 && scrolled > 1);
  frame.toggleAttribute('data-more-end', hidden > 1 && scrolled < hidden - 1);
}
