import QRCode from 'qrcode';
import { useMemo } from 'react';

export type ErrorCorrectionLevel = 'L' | 'M' | 'Q' | 'H';

export interface QrCodeProps {
  value: string;
  size?: number;
  level?: ErrorCorrectionLevel;
  quietZone?: number;
  bgColor?: string;
  fgColor?: string;
}

/** Defaults of the QR-code component. */
export const QR_DEFAULTS = { size: 150, quietZone: 10, level: 'M' as ErrorCorrectionLevel, bgColor: '#FFFFFF', fgColor: '#000000' };

/** A QR code drawn as SVG, so it is complete in the server HTML. */
export default function QrCodeWidget(props: QrCodeProps) {
  const { value, size, level, quietZone, bgColor, fgColor } = { ...QR_DEFAULTS, ...props };
  const path = useMemo(() => modulePath(value, level), [value, level]);
  const full = path.count + (quietZone * 2 * path.count) / size;
  const offset = (quietZone * path.count) / size;
  return (
    <figure className="qr-code" style={{ width: size + 2 * quietZone }}>
      <svg
        role="img"
        aria-label={`QR code for ${value}`}
        width={size + 2 * quietZone}
        height={size + 2 * quietZone}
        viewBox={`${-offset} ${-offset} ${full} ${full}`}
        shapeRendering="crispEdges"
      >
        <rect x={-offset} y={-offset} width={full} height={full} fill={bgColor} />
        <path d={path.d} fill={fgColor} />
      </svg>
      <figcaption className="qr-code-value">{value}</figcaption>
    </figure>
  );
}

function modulePath(value: string, level: ErrorCorrectionLevel): { d: string; count: number } {
  const qr = QRCode.create(value, { errorCorrectionLevel: level });
  const count = qr.modules.size;
  let d = '';
  for (let y = 0; y < count; y++) {
    for (let x = 0; x < count; x++) {
      if (qr.modules.get(x, y)) d += `M${x} ${y}h1v1h-1z`;
    }
  }
  return { d, count };
}

/** Validates props written by authors in a `::qrcode{...}` directive. */
export function parseQrCodeProps(props: Record<string, unknown>): Record<string, unknown> {
  if (typeof props.value !== 'string' || props.value === '') throw new Error('`value` is required (the text to encode)');
  if (props.size !== undefined && (typeof props.size !== 'number' || props.size < 32)) throw new Error('`size` must be a number of at least 32');
  if (props.level !== undefined && !['L', 'M', 'Q', 'H'].includes(String(props.level))) throw new Error('`level` must be L, M, Q or H');
  return props;
}
