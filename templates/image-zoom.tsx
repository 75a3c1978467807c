import { Island } from '../src/islands/island.js';
import { IMAGE_ZOOM_MESSAGES } from '../widgets/message-keys.js';
import type { ImageZoomWidgetProps } from '../widgets/types.js';
import { useMessages, usePageContext } from './site-context.js';

/**
 * Image zoom (the `image-zoom` widget) for content that has an image, when the site zooms
 * images (`zoom`): its script is loaded by those pages alone.
 */
export function ImageZoom({ html }: { html: string }) {
  const { imageZoom } = usePageContext();
  const messages = useMessages();
  if (!imageZoom || !/<img\b/i.test(html)) return null;
  return <Island<ImageZoomWidgetProps> name="image-zoom" props={{ ...imageZoom, messages: messages.pick(IMAGE_ZOOM_MESSAGES) }} />;
}
