import type { Page } from 'playwright-core';

/**
 * Layout problems of the page as it is laid out now, one line each, naming the element:
 *
 * - **sideways scrolling**: the document is wider than the viewport (the elements that
 *   stick out are named);
 * - **text cut off**: an element that clips its overflow (`overflow: hidden|clip`, or
 *   `text-overflow`) is smaller than the text it holds. Scroll containers
 *   (`overflow: auto|scroll`, e.g. code blocks and table wrappers) are meant to scroll and
 *   are not a failure; nor is visually hidden text (1 px boxes, `clip`);
 * - **covered text**: a fixed element (help button, back-to-top...) lies over a line of the
 *   main content at some scroll position, or a sticky one does now. The bar stuck to the
 *   top edge across the whole width (the navbar) is the page's header, which content
 *   scrolls under by design.
 *
 * The page is scrolled to the end and a little back up first, the way a reader reveals
 * the floating buttons that appear on the way back, then returned to the top.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const end = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo({ top: end, behavior: 'instant' });
    await frame();
    window.scrollTo({ top: Math.max(0, end - 80), behavior: 'instant' });
    await frame();
  });
  const problems = await page.evaluate(auditInPage);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  return problems;
}

/** Runs inside the page (self-contained: no imports, no outer names). */
function auditInPage(): string[] {
  const problems: string[] = [];
  const root = document.documentElement;
  const viewportWidth = root.clientWidth;
  const describe = (element: Element): string => {
    const id = element.id ? `#${element.id}` : '';
    const classes = [...element.classList]
      .slice(0, 3)
      .map((name) => `.${name}`)
      .join('');
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
    return `<${element.tagName.toLowerCase()}${id}${classes}>${text ? ` '${text}'` : ''}`;
  };
  const isShown = (element: Element): boolean => {
    const box = element.getBoundingClientRect();
    if (box.width < 2 || box.height < 2) return false;
    // checkVisibility() is false inside a closed <details> (hidden content keeps a box).
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    return getComputedStyle(element).clip === 'auto';
  };
  const hasText = (element: Element): boolean => (element.textContent ?? '').trim().length > 0;
  const clips = (value: string): boolean => value === 'hidden' || value === 'clip';

  // The part of an element's box its clipping ancestors (scroll containers) let through.
  const visibleBox = (element: Element) => {
    let { left, right, top, bottom } = element.getBoundingClientRect();
    for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
      const style = getComputedStyle(ancestor);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const box = ancestor.getBoundingClientRect();
      if (style.overflowX !== 'visible') [left, right] = [Math.max(left, box.left), Math.min(right, box.right)];
      if (style.overflowY !== 'visible') [top, bottom] = [Math.max(top, box.top), Math.min(bottom, box.bottom)];
    }
    return { left, right, top, bottom };
  };
  // Sideways scrolling: name the outermost elements that reach past the viewport.
  if (root.scrollWidth > viewportWidth + 1) {
    const sticksOut = (element: Element) => {
      const box = visibleBox(element);
      return box.right > viewportWidth + 1 || box.left < -1;
    };
    const outermost = [...document.body.querySelectorAll('*')].filter((element) => {
      const parent = element.parentElement;
      return sticksOut(element) && (!parent || parent === document.body || !sticksOut(parent));
    });
    const named = outermost
      .slice(0, 3)
      .map((element) => `${describe(element)} (${Math.round(visibleBox(element).left)} to ${Math.round(visibleBox(element).right)} px)`);
    problems.push(`scrolls sideways (${root.scrollWidth} px > ${viewportWidth} px): ${named.join(', ') || 'no element found'}`);
  }

  // Text cut off by an element that clips.
  for (const element of document.body.querySelectorAll('*')) {
    if (!hasText(element) || !isShown(element)) continue;
    const style = getComputedStyle(element);
    const cutSideways = (clips(style.overflowX) || style.textOverflow !== 'clip') && element.scrollWidth > element.clientWidth + 1;
    const cutBelow = clips(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
    if ((clips(style.overflowX) || clips(style.overflowY) || style.textOverflow !== 'clip') && (cutSideways || cutBelow))
      problems.push(
        `text cut off: ${describe(element)} (shows ${element.clientWidth}x${element.clientHeight} of ${element.scrollWidth}x${element.scrollHeight} px)`,
      );
  }

  // Fixed and sticky elements over the main content's lines of text.
  const main = document.querySelector('main') ?? document.body;
  const maxScroll = Math.max(0, root.scrollHeight - window.innerHeight);
  const overlays = [...document.body.querySelectorAll('*')].filter((element) => {
    const position = getComputedStyle(element).position;
    if ((position !== 'fixed' && position !== 'sticky') || !isShown(element) || element.contains(main)) return false;
    const box = element.getBoundingClientRect();
    const headerBar = box.top <= 1 && box.width >= viewportWidth - 1;
    return !headerBar;
  });
  if (overlays.length === 0) return problems;
  // Text in a sticky or fixed box (a table of contents) does not scroll past the overlays.
  const pinned = (element: Element) => {
    for (let ancestor: Element | null = element; ancestor && ancestor !== main; ancestor = ancestor.parentElement) {
      const position = getComputedStyle(ancestor).position;
      if (position === 'sticky' || position === 'fixed') return true;
    }
    return false;
  };
  const lines: { left: number; right: number; top: number; bottom: number; node: Node; pinned: boolean }[] = [];
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? '').trim();
    const parent = node.parentElement;
    if (!text || !parent || !isShown(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const clip = visibleBox(parent);
    const inPlace = pinned(parent);
    for (const box of range.getClientRects()) {
      const left = Math.max(box.left, clip.left);
      const right = Math.min(box.right, clip.right);
      const top = Math.max(box.top, clip.top);
      const bottom = Math.min(box.bottom, clip.bottom);
      if (right - left < 2 || bottom - top < 2) continue;
      lines.push({ left, right, top: top + window.scrollY, bottom: bottom + window.scrollY, node, pinned: inPlace });
    }
  }
  for (const overlay of overlays) {
    const cover = overlay.getBoundingClientRect();
    const fixed = getComputedStyle(overlay).position === 'fixed';
    const covered = lines.find((line) => {
      if (overlay.contains(line.node)) return false;
      if (Math.min(line.right, cover.right) - Math.max(line.left, cover.left) < 1) return false;
      if (!fixed || line.pinned) {
        const top = line.top - window.scrollY;
        return Math.min(line.bottom - window.scrollY, cover.bottom) - Math.max(top, cover.top) >= 1;
      }
      // Covered at some scroll position s in [0, maxScroll]: line.top - s < cover.bottom and line.bottom - s > cover.top.
      const from = Math.max(0, line.top - cover.bottom);
      const to = Math.min(maxScroll, line.bottom - cover.top);
      return to - from >= 1;
    });
    if (covered) problems.push(`covers text: ${describe(overlay)} over ${describe(covered.node.parentElement!)}`);
  }
  return problems;
}
