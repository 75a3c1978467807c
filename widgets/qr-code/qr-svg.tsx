import { useMemo, type Ref } from 'react';
import { qrShape, type ErrorCorrectionLevel, type EyeColor, type EyeRadius, type QrOptions, type QrStyle } from '../lib/qr.js';

export type { ErrorCorrectionLevel } from '../lib/qr.js';

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
export function QrCode(props: QrCodeProps & { svgRef?: Ref<SVGSVGElement>; label: string }) {
  const resolved = options(props);
  const shape = useMemo(() => qrShape(resolved), [JSON.stringify(resolved)]); // eslint-disable-line react-hooks/exhaustive-deps
  const { logo } = shape;
  return (
    <svg
      ref={props.svgRef}
      className="qr-code-svg"
      role="img"
      aria-label={props.label}
      width={shape.total}
      height={shape.total}
      viewBox={`0 0 ${shape.total} ${shape.total}`}
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width={shape.total} height={shape.total} fill={resolved.bgColor} />
      {shape.dataPath && (
        <path d={shape.dataPath} fill={resolved.fgColor} shapeRendering={resolved.qrStyle === 'squares' ? 'crispEdges' : undefined} />
      )}
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
