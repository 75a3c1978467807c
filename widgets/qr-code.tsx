import { useEffect, useRef, useState } from 'react';
import { DownloadControls } from './qr-code/download-controls.js';
import { QR_DEFAULTS, QrCode } from './qr-code/qr-svg.js';
import { QR_WIDGET_DEFAULTS, qrDisplay, type QrCodeWidgetProps } from './qr-code/widget-props.js';
import { wordsOf } from './lib/messages.js';

/**
 * The QR-code widget: a code (value shown below), an expired code with a Regenerate
 * button, a placeholder text box, or 'Generation in Progress'; optionally downloadable
 * as PNG, JPEG or WebP.
 */
export default function QrCodeWidget(props: QrCodeWidgetProps) {
  const [expired, setExpired] = useState(Boolean(props.expired));
  const [loading, setLoading] = useState(Boolean(props.loading));
  const [generation, setGeneration] = useState(0);
  const svg = useRef<SVGSVGElement>(null);
  const size = props.size ?? QR_WIDGET_DEFAULTS.size;
  const quietZone = props.quietZone ?? QR_DEFAULTS.quietZone;
  const display = qrDisplay({ value: props.value, expired, loading });
  const words = wordsOf(props.messages);

  useEffect(() => {
    if (!props.expiresAfter || display !== 'value') return;
    const timer = window.setTimeout(() => setExpired(true), props.expiresAfter * 1000);
    return () => window.clearTimeout(timer);
  }, [props.expiresAfter, display, generation]);

  const regenerate = () => {
    setLoading(true);
    window.setTimeout(() => {
      setExpired(false);
      setLoading(false);
      setGeneration((current) => current + 1);
    }, QR_WIDGET_DEFAULTS.regenerateDelayMs);
  };

  const box = display === 'placeholder' ? QR_WIDGET_DEFAULTS.placeholderBox : size + 2 * quietZone;
  return (
    <figure className={`qr-code qr-code-is-${display}`} data-display={display}>
      {display === 'placeholder' && (
        <div className="qr-code-box qr-code-placeholder" style={{ width: box, height: box }}>
          {props.placeholder ?? words.t('qr.placeholder')}
        </div>
      )}
      {display === 'loading' && (
        <div className="qr-code-box qr-code-loading" role="status" style={{ width: box, height: box }}>
          {words.t('qr.loading')}
        </div>
      )}
      {(display === 'value' || display === 'expired') && (
        <div className="qr-code-frame" style={{ width: box, height: box }}>
          <QrCode
            {...props}
            value={props.value!}
            size={size}
            quietZone={quietZone}
            svgRef={svg}
            label={words.t('qr.label', { value: props.value! })}
          />
          {display === 'expired' && (
            <div className="qr-code-expired">
              <p>{words.t('qr.expired')}</p>
              <button type="button" className="button button-brand qr-code-regenerate" onClick={regenerate}>
                {words.t('qr.regenerate')}
              </button>
            </div>
          )}
        </div>
      )}
      {display === 'value' && props.showValue !== false && <figcaption className="qr-code-value">{props.value}</figcaption>}
      {display === 'value' && props.download && <DownloadControls svg={svg} props={props} />}
    </figure>
  );
}
