import { useId, useState, type RefObject } from 'react';
import { downloadQrCode, type DownloadFormat } from './download.js';
import { QR_DEFAULTS } from './qr-svg.js';
import type { QrCodeWidgetProps } from './widget-props.js';
import { wordsOf } from '../lib/messages.js';

/** The format picker and Download button under a code. */
export function DownloadControls({ svg, props }: { svg: RefObject<SVGSVGElement>; props: QrCodeWidgetProps }) {
  const id = useId();
  const { t } = wordsOf(props.messages);
  const [format, setFormat] = useState<DownloadFormat>(typeof props.download === 'string' ? props.download : 'png');
  const [error, setError] = useState<string | undefined>(undefined);
  const run = () => {
    if (!svg.current) return;
    setError(undefined);
    downloadQrCode(svg.current, format, props.fileName ?? 'qr-code', {
      bgColor: props.bgColor ?? QR_DEFAULTS.bgColor,
      logoImage: props.logoImage,
      enableCORS: props.enableCORS ?? QR_DEFAULTS.enableCORS,
      logoOpacity: props.logoOpacity ?? QR_DEFAULTS.logoOpacity,
    }).catch((failure: unknown) => {
      console.error('docgen: could not download the QR code', failure);
      setError(t('qr.downloadFailed'));
    });
  };
  return (
    <div className="qr-code-download">
      <label htmlFor={`${id}-format`} className="sr-only">
        {t('qr.format')}
      </label>
      <select id={`${id}-format`} value={format} onChange={(event) => setFormat(event.target.value as DownloadFormat)}>
        <option value="png">PNG</option>
        <option value="jpg">JPEG</option>
        <option value="webp">WebP</option>
      </select>
      <button type="button" className="button button-alt qr-code-download-button" onClick={run}>
        {t('qr.download')}
      </button>
      {error && <span role="alert">{error}</span>}
    </div>
  );
}
