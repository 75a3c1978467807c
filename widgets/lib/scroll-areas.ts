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
  };
  const observer = new ResizeObserver((entries) => {
    for (const entry of entries) {
      const area = (entry.target as HTMLElement).closest<HTMLElement>('.table-scroll');
      if (area) update(area);
    }
  });
  document.querySelectorAll<HTMLElement>(TABLE_SCROLL_AREAS).forEach((area) => {
    observer.observe(area);
    // The table changes width on its own when fonts load or the reader zooms text.
    if (area.firstElementChild) observer.observe(area.firstElementChild);
  });
  return () => observer.disconnect();
}
