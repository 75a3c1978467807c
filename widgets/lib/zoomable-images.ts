/** The class of the button a zoomable image is wrapped in. */
export const ZOOM_TRIGGER_CLASS = 'image-zoom-trigger';

/**
 * The images of `selector` under `root` that open large when clicked: not one inside a link
 * or another control (clicking it does something else), inside a widget, or marked
 * `data-no-zoom` (on the image or an element around it), and not one wrapped already. An
 * invalid selector (the site's `zoom.selector`) finds none, and says so in the console.
 */
export function zoomableImages(root: ParentNode, selector: string): HTMLImageElement[] {
  let found: HTMLImageElement[];
  try {
    found = [...root.querySelectorAll<HTMLImageElement>(selector)];
  } catch (error) {
    console.error(`docgen: zoom.selector "${selector}" is not a valid CSS selector`, error);
    return [];
  }
  return found.filter(
    (image) =>
      image.tagName === 'IMG' && !image.closest(`a, button, label, summary, [data-no-zoom], docgen-island, .${ZOOM_TRIGGER_CLASS}`),
  );
}

/** Wraps `image` in a button named `label` (its own alt text stays on the image). */
export function wrapInTrigger(image: HTMLImageElement, label: string): HTMLButtonElement {
  const button = image.ownerDocument.createElement('button');
  button.type = 'button';
  button.className = ZOOM_TRIGGER_CLASS;
  button.setAttribute('aria-label', label);
  image.replaceWith(button);
  button.append(image);
  return button;
}
