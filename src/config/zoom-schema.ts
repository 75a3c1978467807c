import { z } from 'zod';
import { cssColor } from './css-color.js';

/** What `docusaurus-plugin-image-zoom` zooms by default: the images of pages' markdown. */
export const DEFAULT_ZOOM_SELECTOR = '.markdown img';

/**
 * Image zoom, with the names of Docusaurus's `docusaurus-plugin-image-zoom` (`zoom` in its
 * theme config): clicking a content image opens it large in a dialog. `true` (the default)
 * zooms the images of `selector`, but never an image inside a link or one marked
 * `data-no-zoom` (on it or a parent); `background` colours the dialog in each colour mode;
 * `false` turns it off.
 */
export const zoomSchema = z
  .union(
    [
      z.boolean(),
      z
        .object({
          enabled: z.boolean().default(true),
          selector: z.string().trim().min(1, 'expected a CSS selector such as ".markdown img"').default(DEFAULT_ZOOM_SELECTOR),
          background: z.object({ light: cssColor.optional(), dark: cssColor.optional() }).strict().default({}),
        })
        .strict(),
    ],
    { error: 'expected true, false, or { enabled?: boolean, selector?: string, background?: { light?: string, dark?: string } }' },
  )
  .default(true)
  .transform((value) => (typeof value === 'boolean' ? { enabled: value, selector: DEFAULT_ZOOM_SELECTOR, background: {} } : value));
