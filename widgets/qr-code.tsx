import { useEffect, useId, useMemo, useRef, useState, type Ref, type RefObject } from 'react';
import { qrShape, type ErrorCorrectionLevel, type EyeColor, type EyeRadius, type QrOptions, type QrStyle } from './lib/qr.js';

export type { ErrorCorrectionLevel } from './lib/qr.js';
export type DownloadFormat = 'png' | 'jpg' | 'webp';

/** The QR-code component's properties (as react-qrcode-logo names them, `level` for ecLevel). */
export interface QrCodeProps {
  value: string;
  level?: ErrorCorrectionLevel;
  size?: number;
  quietZone?: number;
  bgColor?: string;
  fgColor?: string;
  logoImage?: string;
  logoOpacity?: number;
  logoWidth?: number;
  logoHeight?: number;
  logoPadding?: number;
  logoPaddingStyle?: 'square' | 'circle';
  qrStyle?: QrStyle;
  eyeRadius?: EyeRadius | [EyeRadius, EyeRadius, EyeRadius];
  eyeColor?: EyeColor | [EyeColor, EyeColor, EyeColor];
  /** Load the logo with CORS, so a downloaded image can include a logo from another host. */
  enableCORS?: boolean;
}

/** Defaults of the QR-code component (the logo defaults to 0.2 of the code's size). */
export const QR_DEFAULTS = {
  size: 150,
  quietZone: 10,
  level: 'M' as ErrorCorrectionLevel,
  bgColor: '#FFFFFF',
  fgColor: '#000000',
  logoOpacity: 1,
  logoSizeRatio: 0.2,
  qrStyle: 'squares' as QrStyle,
  logoPaddingStyle: 'square' as const,
  enableCORS: false,
};

/** The widget's own defaults: the size it shows a code at, and its placeholder box. */
export const QR_WIDGET_DEFAULTS = { size: 112, placeholderBox: 140, placeholder: 'No code to show yet', regenerateDelayMs: 800 };

export const DOWNLOAD_TYPES: Record<DownloadFormat, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

function options(props: QrCodeProps): QrOptions {
  return {
    value: props.value,
    level: props.level ?? QR_DEFAULTS.level,
    size: props.size ?? QR_DEFAULTS.size,
    quietZone: props.quietZone ?? QR_DEFAULTS.quietZone,
    bgColor: props.bgColor ?? QR_DEFAULTS.bgColor,
    fgColor: props.fgColor ?? QR_DEFAULTS.fgColor,
    qrStyle: props.qrStyle ?? QR_DEFAULTS.qrStyle,
    eyeRadius: props.eyeRadius,
    eyeColor: props.eyeColor,
    logoImage: props.logoImage,
    logoWidth: props.logoWidth,
    logoHeight: props.logoHeight,
    logoOpacity: props.logoOpacity ?? QR_DEFAULTS.logoOpacity,
    logoPadding: props.logoPadding,
    logoPaddingStyle: props.logoPaddingStyle ?? QR_DEFAULTS.logoPaddingStyle,
  };
}

/** The QR-code component: the code drawn as SVG, so server HTML shows it complete. */
export function QrCode(props: QrCodeProps & { svgRef?: Ref<SVGSVGElement> }) {
  const resolved = options(props);
  const shape = useMemo(() => qrShape(resolved), [JSON.stringify(resolved)]); // eslint-disable-line react-hooks/exhaustive-deps
  const { logo } = shape;
  return (
    <svg
      ref={props.svgRef}
      className="qr-code-svg"
      role="img"
      aria-label={`QR code for ${props.value}`}
      width={shape.total}
      height={shape.total}
      viewBox={`0 0 ${shape.total} ${shape.total}`}
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width={shape.total} height={shape.total} fill={resolved.bgColor} />
      {shape.dataPath && <path d={shape.dataPath} fill={resolved.fgColor} shapeRendering={resolved.qrStyle === 'squares' ? 'crispEdges' : undefined} />}
      {shape.dots.length > 0 && (
        <g fill={resolved.fgColor}>
          {shape.dots.map((dot) => (
            <circle key={`${dot.cx}-${dot.cy}`} cx={dot.cx} cy={dot.cy} r={dot.r} />
          ))}
        </g>
      )}
      {shape.eyes.map((eye, index) => (
        <g key={index} data-eye={index}>
          <path d={eye.outer} fill={eye.outerColor} fillRule="evenodd" />
          <path d={eye.inner} fill={eye.innerColor} />
        </g>
      ))}
      {logo?.padding &&
        (logo.padding.kind === 'circle' ? (
          <circle cx={logo.padding.cx} cy={logo.padding.cy} r={logo.padding.r} fill={resolved.bgColor} />
        ) : (
          <rect x={logo.padding.x} y={logo.padding.y} width={logo.padding.width} height={logo.padding.height} fill={resolved.bgColor} />
        ))}
      {logo && (
        <image
          data-logo=""
          href={props.logoImage}
          x={logo.x}
          y={logo.y}
          width={logo.width}
          height={logo.height}
          opacity={resolved.logoOpacity}
          preserveAspectRatio="xMidYMid meet"
          crossOrigin={props.enableCORS ? 'anonymous' : undefined}
        />
      )}
    </svg>
  );
}

export interface QrCodeWidgetProps extends Omit<QrCodeProps, 'value'> {
  /** The text to encode; without it the placeholder shows. */
  value?: string;
  /** Text of the placeholder box shown when there is no value. */
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
}

type Display = 'value' | 'expired' | 'placeholder' | 'loading';

/** Which of the four displays the widget shows. */
export function qrDisplay(props: Pick<QrCodeWidgetProps, 'value' | 'expired' | 'loading'>): Display {
  if (props.loading) return 'loading';
  if (!props.value) return 'placeholder';
  return props.expired ? 'expired' : 'value';
}

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
          {props.placeholder ?? QR_WIDGET_DEFAULTS.placeholder}
        </div>
      )}
      {display === 'loading' && (
        <div className="qr-code-box qr-code-loading" role="status" style={{ width: box, height: box }}>
          Generation in Progress
        </div>
      )}
      {(display === 'value' || display === 'expired') && (
        <div className="qr-code-frame" style={{ width: box, height: box }}>
          <QrCode {...props} value={props.value!} size={size} quietZone={quietZone} svgRef={svg} />
          {display === 'expired' && (
            <div className="qr-code-expired">
              <p>This code has expired.</p>
              <button type="button" className="button button-brand qr-code-regenerate" onClick={regenerate}>
                Regenerate
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

function DownloadControls({ svg, props }: { svg: RefObject<SVGSVGElement>; props: QrCodeWidgetProps }) {
  const id = useId();
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
      setError('The download failed.');
    });
  };
  return (
    <div className="qr-code-download">
      <label htmlFor={`${id}-format`} className="sr-only">
        Image format
      </label>
      <select id={`${id}-format`} value={format} onChange={(event) => setFormat(event.target.value as DownloadFormat)}>
        <option value="png">PNG</option>
        <option value="jpg">JPEG</option>
        <option value="webp">WebP</option>
      </select>
      <button type="button" className="button button-alt qr-code-download-button" onClick={run}>
        Download
      </button>
      {error && <span role="alert">{error}</span>}
    </div>
  );
}

function loadImage(src: string, cors: boolean): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    if (cors) image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`could not load ${src.startsWith('blob:') ? 'the code' : src}`));
    image.src = src;
  });
}

/**
 * Draws the code on a canvas and saves it as png, jpg or webp. The logo is drawn
 * separately: an SVG drawn as an image cannot load images of its own.
 */
export async function downloadQrCode(
  svg: SVGSVGElement,
  format: DownloadFormat,
  fileName: string,
  options: { bgColor: string; logoImage?: string; enableCORS: boolean; logoOpacity: number },
): Promise<void> {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const logo = copy.querySelector('image[data-logo]');
  const logoBox = logo && { x: Number(logo.getAttribute('x')), y: Number(logo.getAttribute('y')), width: Number(logo.getAttribute('width')), height: Number(logo.getAttribute('height')) };
  logo?.remove();
  const width = Number(svg.getAttribute('width'));
  const height = Number(svg.getAttribute('height'));
  const url = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(copy)], { type: 'image/svg+xml' }));
  try {
    const picture = await loadImage(url, false);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d')!;
    context.fillStyle = options.bgColor; // JPEG has no transparency
    context.fillRect(0, 0, width, height);
    context.drawImage(picture, 0, 0, width, height);
    if (options.logoImage && logoBox) {
      const image = await loadImage(options.logoImage, options.enableCORS);
      context.globalAlpha = options.logoOpacity;
      context.drawImage(image, logoBox.x, logoBox.y, logoBox.width, logoBox.height);
      context.globalAlpha = 1;
    }
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, DOWNLOAD_TYPES[format], 0.92));
    if (!blob) throw new Error(`the browser cannot encode ${format}`);
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `${fileName}.${format}`;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  } finally {
    URL.revokeObjectURL(url);
  }
}

const LEVELS = ['L', 'M', 'Q', 'H'];
const COLOR = /^(#[0-9a-fA-F]{3,8}|[a-z]+|rgba?\([^)]*\)|hsla?\([^)]*\))$/;

/** Validates props written by authors in a `::qrcode{...}` directive. */
export function parseQrCodeProps(props: Record<string, unknown>): Record<string, unknown> {
  const { value } = props;
  if (value !== undefined && (typeof value !== 'string' || value === '')) throw new Error('`value` must be the text to encode');
  if (value === undefined && props.placeholder === undefined && props.loading !== true) throw new Error('`value` is required (the text to encode), unless `placeholder` or `loading` is given');
  const number = (key: string, min: number, max = Number.POSITIVE_INFINITY) => {
    const field = props[key];
    if (field !== undefined && (typeof field !== 'number' || field < min || field > max)) throw new Error(`\`${key}\` must be a number from ${min}${max === Number.POSITIVE_INFINITY ? '' : ` to ${max}`}`);
  };
  const oneOf = (key: string, allowed: readonly string[]) => {
    if (props[key] !== undefined && !allowed.includes(String(props[key]))) throw new Error(`\`${key}\` must be ${allowed.join(', ')}`);
  };
  const color = (key: string) => {
    if (props[key] !== undefined && (typeof props[key] !== 'string' || !COLOR.test(props[key] as string))) throw new Error(`\`${key}\` must be a CSS colour such as #1a2b3c`);
  };
  number('size', 32, 2000);
  number('quietZone', 0, 200);
  number('logoOpacity', 0, 1);
  number('logoWidth', 1);
  number('logoHeight', 1);
  number('logoPadding', 0);
  number('eyeRadius', 0);
  number('expiresAfter', 1);
  oneOf('level', LEVELS);
  oneOf('qrStyle', ['squares', 'dots', 'fluid']);
  oneOf('logoPaddingStyle', ['square', 'circle']);
  if (props.download !== undefined && props.download !== true && props.download !== false) oneOf('download', Object.keys(DOWNLOAD_TYPES));
  color('bgColor');
  color('fgColor');
  if (typeof props.eyeColor === 'string') color('eyeColor');
  const known = new Set([
    'value', 'level', 'size', 'quietZone', 'bgColor', 'fgColor', 'logoImage', 'logoOpacity', 'logoWidth', 'logoHeight', 'logoPadding',
    'logoPaddingStyle', 'qrStyle', 'eyeRadius', 'eyeColor', 'enableCORS', 'placeholder', 'expired', 'loading', 'expiresAfter', 'showValue',
    'download', 'fileName',
  ]);
  const unknown = Object.keys(props).filter((key) => !known.has(key));
  if (unknown.length) throw new Error(`unknown ${unknown.length === 1 ? 'property' : 'properties'} ${unknown.map((key) => `\`${key}\``).join(', ')}`);
  return props;
}
