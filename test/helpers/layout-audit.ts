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
 * the floating buttons that appear on the way back, and returned to the top afterwards.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(auditInPage);
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Runs inside the page (self-contained: no imports, no outer names). */
async function auditInPage(): Promise<string[]> {
  const root = document.documentElement;
  // Scroll events are dispatched before the next frame's callbacks; a second frame lets
  // the widgets render what their handlers decided.
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const end = root.scrollHeight - window.innerHeight;
  window.scrollTo({ top: end, behavior: 'instant' });
  await frame();
  window.scrollTo({ top: Math.max(0, end - 80), behavior: 'instant' });
  await frame();
  await frame();

  const problems: string[] = [];
  const viewportWidth = root.clientWidth;
  const elements = [...document.body.querySelectorAll('*')];
  const styles = new Map<Element, CSSStyleDeclaration>();
  const styleOf = (element: Element) => {
    let style = styles.get(element);
    if (!style) styles.set(element, (style = getComputedStyle(element)));
    return style;
  };
  const describe = (element: Element): string => {
    const id = element.id ? `#${element.id}` : '';
    const classes = [...element.classList]
      .slice(0, 3)
      .map((name) => `.${name}`)
      .join('');
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
    return `<${element.tagName.toLowerCase()}${id}${classes}>${text ? ` '${text}'` : ''}`;
  };
  const shown = new Map<Element, boolean>();
  const isShown = (element: Element): boolean => {
    let answer = shown.get(element);
    if (answer === undefined) {
      const box = element.getBoundingClientRect();
      // checkVisibility() is false inside a closed <details> (hidden content keeps a box).
      answer =
        box.width >= 2 &&
        box.height >= 2 &&
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        styleOf(element).clip === 'auto';
      shown.set(element, answer);
    }
    return answer;
  };
  const clips = (value: string): boolean => value === 'hidden' || value === 'clip';
  // The part of the viewport that an element's overflow clipping lets its content show in,
  // with its clipping ancestors' (scroll containers).
  const clipBoxes = new Map<Element, Box>();
  const innerClip = (element: Element): Box => {
    if (element === document.body) return { left: -Infinity, right: Infinity, top: -Infinity, bottom: Infinity };
    let clip = clipBoxes.get(element);
    if (!clip) {
      clip = { ...innerClip(element.parentElement ?? document.body) };
      const style = styleOf(element);
      const box = element.getBoundingClientRect();
      if (style.overflowX !== 'visible') [clip.left, clip.right] = [Math.max(clip.left, box.left), Math.min(clip.right, box.right)];
      if (style.overflowY !== 'visible') [clip.top, clip.bottom] = [Math.max(clip.top, box.top), Math.min(clip.bottom, box.bottom)];
      clipBoxes.set(element, clip);
    }
    return clip;
  };
  const visibleBox = (element: Element): Box => {
    const box = element.getBoundingClientRect();
    const clip = innerClip(element.parentElement ?? document.body);
    return {
      left: Math.max(box.left, clip.left),
      right: Math.min(box.right, clip.right),
      top: Math.max(box.top, clip.top),
      bottom: Math.min(box.bottom, clip.bottom),
    };
  };

  // Sideways scrolling: name the outermost elements that reach past the viewport.
  if (root.scrollWidth > viewportWidth + 1) {
    const sticksOut = (element: Element) => {
      const box = visibleBox(element);
      return box.right > viewportWidth + 1 || box.left < -1;
    };
    const outermost = elements.filter((element) => {
      const parent = element.parentElement;
      return sticksOut(element) && (!parent || parent === document.body || !sticksOut(parent));
    });
    const named = outermost.slice(0, 3).map((element) => {
      const box = visibleBox(element);
      return `${describe(element)} (${Math.round(box.left)} to ${Math.round(box.right)} px)`;
    });
    problems.push(`scrolls sideways (${root.scrollWidth} px > ${viewportWidth} px): ${named.join(', ') || 'no element found'}`);
  }

  // Text cut off by an element that clips.
  for (const element of elements) {
    const style = styleOf(element);
    const ellipsis = style.textOverflow !== 'clip';
    if (!clips(style.overflowX) && !clips(style.overflowY) && !ellipsis) continue;
    const cutSideways = (clips(style.overflowX) || ellipsis) && element.scrollWidth > element.clientWidth + 1;
    const cutBelow = clips(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
    if ((cutSideways || cutBelow) && (element.textContent ?? '').trim() && isShown(element))
      problems.push(
        `text cut off: ${describe(element)} (shows ${element.clientWidth}x${element.clientHeight} of ${element.scrollWidth}x${element.scrollHeight} px)`,
      );
  }

  // Fixed and sticky elements over the main content's lines of text.
  const main = document.querySelector('main') ?? document.body;
  const overlays = elements.filter((element) => {
    const position = styleOf(element).position;
    if ((position !== 'fixed' && position !== 'sticky') || element.contains(main) || !isShown(element)) return false;
    const box = element.getBoundingClientRect();
    const headerBar = box.top <= 1 && box.width >= viewportWidth - 1;
    return !headerBar;
  });
  if (overlays.length > 0) problems.push(...coveredText(main, overlays));
  window.scrollTo({ top: 0, behavior: 'instant' });
  return problems;

  function coveredText(container: Element, covers: Element[]): string[] {
    // Text in a sticky or fixed box (a table of contents) does not scroll past the overlays.
    const pinnedCache = new Map<Element, boolean>();
    const pinned = (element: Element): boolean => {
      if (element === container) return false;
      let answer = pinnedCache.get(element);
      if (answer === undefined) {
        const position = styleOf(element).position;
        answer = position === 'sticky' || position === 'fixed' || (element.parentElement ? pinned(element.parentElement) : false);
        pinnedCache.set(element, answer);
      }
      return answer;
    };
    const lines: (Box & { node: Node; pinned: boolean })[] = [];
    const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !(node.textContent ?? '').trim() || !isShown(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const clip = innerClip(parent);
      for (const box of range.getClientRects()) {
        const line = {
          left: Math.max(box.left, clip.left),
          right: Math.min(box.right, clip.right),
          top: Math.max(box.top, clip.top) + window.scrollY,
          bottom: Math.min(box.bottom, clip.bottom) + window.scrollY,
        };
        if (line.right - line.left >= 2 && line.bottom - line.top >= 2) lines.push({ ...line, node, pinned: pinned(parent) });
      }
    }
    const maxScroll = Math.max(0, root.scrollHeight - window.innerHeight);
    const found: string[] = [];
    for (const overlay of covers) {
      const cover = overlay.getBoundingClientRect();
      const fixed = styleOf(overlay).position === 'fixed';
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
      if (covered) found.push(`covers text: ${describe(overlay)} over ${describe(covered.node.parentElement!)}`);
    }
    return found;
  }
}
