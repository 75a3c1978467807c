import type { WidgetMessages } from '../lib/messages.js';
import type { QrCodeMessageKey } from '../message-keys.js';
import type { DownloadFormat } from './download.js';
import type { QrCodeProps } from './qr-svg.js';

/** The widget's own defaults: the size it shows a code at, and its placeholder box. */
export const QR_WIDGET_DEFAULTS = { size: 112, placeholderBox: 140, regenerateDelayMs: 800 };

export interface QrCodeWidgetProps extends Omit<QrCodeProps, 'value'> {
  /** The text to encode; without it the placeholder shows. */
  value?: string;
  /** Text of the placeholder box shown when there is no value (default: the `qr.placeholder` message). */
  placeholder?: string;
  /** Show the code as expired (with a Regenerate button). */
  expired?: boolean;
  /** Show 'Generation in Progress' instead of a code. */
  loading?: boolean;
  /** Seconds after which the shown code expires (e.g. a pairing code). */
  expiresAfter?: number;
  /** Show the encoded value under the code (default true). */
  showValue?: boolean;
  /** Offer a download of the code; the format chosen first (png by default). */
  download?: boolean | DownloadFormat;
  /** Downloaded file name without extension. */
  fileName?: string;
  /** The widget's words, added by the build (not an author's prop). */
  messages: WidgetMessages<QrCodeMessageKey>;
}

export type Display = 'value' | 'expired' | 'placeholder' | 'loading';

/** Which of the four displays the widget shows. */
export function qrDisplay(props: Pick<QrCodeWidgetProps, 'value' | 'expired' | 'loading'>): Display {
  if (props.loading) return 'loading';
  if (!props.value) return 'placeholder';
  return props.expired ? 'expired' : 'value';
}
