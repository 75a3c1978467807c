import { useEffect, useRef, useState, type CSSProperties, type MouseEvent } from 'react';
import { EVENTS } from './lib/keys.js';
import { wordsOf } from './lib/messages.js';
import { wrapInTrigger, ZOOM_TRIGGER_CLASS, zoomableImages } from './lib/zoomable-images.js';
import type { ImageZoomWidgetProps } from './types.js';

interface Zoomed {
  src: string;
  alt: string;
  /** A drawing (SVG) grows to the window; a photo at most to its own size, where it is still sharp. */
  vector: boolean;
}

/**
 * Image zoom: each content image becomes a button named after its alt text; clicking it (or
 * Enter, or Space) opens the image large in a modal dialog, which Escape, the close button
 * or a click anywhere closes, giving the focus back to the image's button. The page's HTML
 * is left as written until the widget runs (without JavaScript, images are plain images);
 * after a client-side navigation the new page's images are wrapped.
 */
export default function ImageZoom({ selector, background, messages }: ImageZoomWidgetProps) {
  const words = wordsOf(messages);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLElement | null>(null);
  const [zoomed, setZoomed] = useState<Zoomed | undefined>(undefined);

  useEffect(() => {
    const wrap = () => {
      const main = document.querySelector('main') ?? document;
      for (const image of zoomableImages(main, selector)) {
        const alt = image.getAttribute('alt')?.trim();
        wrapInTrigger(image, alt ? words.t('zoom.open', { alt }) : words.t('zoom.openUnnamed'));
      }
    };
    const onClick = (event: globalThis.MouseEvent) => {
      const trigger = (event.target as Element | null)?.closest?.<HTMLElement>(`.${ZOOM_TRIGGER_CLASS}`);
      const image = trigger?.querySelector('img');
      if (!trigger || !image) return;
      event.preventDefault();
      triggerRef.current = trigger;
      const src = image.currentSrc || image.src;
      setZoomed({ src, alt: image.getAttribute('alt') ?? '', vector: /\.svg([?#]|$)|^data:image\/svg/i.test(src) });
    };
    wrap();
    document.addEventListener('click', onClick);
    window.addEventListener(EVENTS.navigated, wrap);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener(EVENTS.navigated, wrap);
    };
  }, [selector]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (zoomed && dialog && !dialog.open) dialog.showModal();
  }, [zoomed]);

  const close = () => dialogRef.current?.close();
  const onClosed = () => {
    setZoomed(undefined);
    triggerRef.current?.focus();
  };
  // A click on the image or around it closes; the close button has its own.
  const onDialogClick = (event: MouseEvent) => {
    if (!(event.target as Element).closest('.image-zoom-close')) close();
  };

  const colours = { '--image-zoom-light': background.light, '--image-zoom-dark': background.dark } as CSSProperties;
  return (
    <dialog
      ref={dialogRef}
      className="image-zoom"
      aria-label={zoomed?.alt || words.t('zoom.dialog')}
      style={colours}
      onClose={onClosed}
      onClick={onDialogClick}
    >
      <button type="button" className="image-zoom-close" aria-label={words.t('zoom.close')} onClick={close}>
        <span aria-hidden="true">×</span>
      </button>
      {zoomed && <img className={`image-zoom-image${zoomed.vector ? ' image-zoom-vector' : ''}`} src={zoomed.src} alt={zoomed.alt} />}
    </dialog>
  );
}
