import QRCode from 'qrcode';

export type ErrorCorrectionLevel = 'L' | 'M' | 'Q' | 'H';
export type QrStyle = 'squares' | 'dots' | 'fluid';
/** One radius for all four corners, or [top-left, top-right, bottom-right, bottom-left]. */
export type CornerRadii = number | [number, number, number, number];
export type EyeRadius = CornerRadii | { inner: CornerRadii; outer: CornerRadii };
export type EyeColor = string | { inner: string; outer: string };

/** Everything that shapes the drawn code (the QR-code component's properties). */
export interface QrOptions {
  value: string;
  level: ErrorCorrectionLevel;
  /** Width and height of the code itself, in pixels, without the quiet zone. */
  size: number;
  /** Blank margin around the code, in pixels. */
  quietZone: number;
  bgColor: string;
  fgColor: string;
  qrStyle: QrStyle;
  /** For all three position markers, or one per marker (top-left, top-right, bottom-left). */
  eyeRadius?: EyeRadius | [EyeRadius, EyeRadius, EyeRadius];
  eyeColor?: EyeColor | [EyeColor, EyeColor, EyeColor];
  logoImage?: string;
  logoWidth?: number;
  logoHeight?: number;
  logoOpacity: number;
  /** Blank space around the logo, in pixels. */
  logoPadding?: number;
  logoPaddingStyle: 'square' | 'circle';
}

export interface QrShape {
  /** Width and height of the whole picture, quiet zone included. */
  total: number;
  modules: number;
  /** Path of the data modules. Circles for `dots` are listed separately. */
  dataPath: string;
  dots: { cx: number; cy: number; r: number }[];
  eyes: { outer: string; inner: string; outerColor: string; innerColor: string }[];
  logo?: {
    x: number;
    y: number;
    width: number;
    height: number;
    padding?: { kind: 'square' | 'circle'; x: number; y: number; width: number; height: number; cx: number; cy: number; r: number };
  };
}

const round = (value: number) => Math.round(value * 100) / 100;

function corners(radii: CornerRadii | undefined): [number, number, number, number] {
  if (radii === undefined) return [0, 0, 0, 0];
  return typeof radii === 'number' ? [radii, radii, radii, radii] : radii;
}

/** An SVG path of a rectangle with its own radius per corner (clamped to fit). */
export function roundedRect(x: number, y: number, width: number, height: number, radii: [number, number, number, number]): string {
  const max = Math.min(width, height) / 2;
  const [tl, tr, br, bl] = radii.map((radius) => Math.max(0, Math.min(radius, max))) as [number, number, number, number];
  const r = round;
  return (
    `M${r(x + tl)} ${r(y)}H${r(x + width - tr)}` +
    (tr ? `A${r(tr)} ${r(tr)} 0 0 1 ${r(x + width)} ${r(y + tr)}` : '') +
    `V${r(y + height - br)}` +
    (br ? `A${r(br)} ${r(br)} 0 0 1 ${r(x + width - br)} ${r(y + height)}` : '') +
    `H${r(x + bl)}` +
    (bl ? `A${r(bl)} ${r(bl)} 0 0 1 ${r(x)} ${r(y + height - bl)}` : '') +
    `V${r(y + tl)}` +
    (tl ? `A${r(tl)} ${r(tl)} 0 0 1 ${r(x + tl)} ${r(y)}` : '') +
    'Z'
  );
}

function isEye(row: number, col: number, count: number): boolean {
  return (row < 7 && col < 7) || (row < 7 && col >= count - 7) || (row >= count - 7 && col < 7);
}

function perEye<T>(value: T | [T, T, T] | undefined, index: number): T | undefined {
  // Corner radii are four numbers; a list of three is one value per marker.
  return Array.isArray(value) && value.length === 3 ? (value as [T, T, T])[index] : (value as T | undefined);
}

/** The shapes of a QR code, in pixels, for drawing as SVG. */
export function qrShape(options: QrOptions): QrShape {
  const qr = QRCode.create(options.value, { errorCorrectionLevel: options.level });
  const count = qr.modules.size;
  const cell = options.size / count;
  const offset = options.quietZone;
  const dark = (row: number, col: number) =>
    row >= 0 && col >= 0 && row < count && col < count && Boolean(qr.modules.get(row, col)) && !isEye(row, col, count);
  let dataPath = '';
  const dots: QrShape['dots'] = [];
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (!dark(row, col)) continue;
      const x = offset + col * cell;
      const y = offset + row * cell;
      if (options.qrStyle === 'dots') {
        dots.push({ cx: round(x + cell / 2), cy: round(y + cell / 2), r: round(cell / 2) });
      } else if (options.qrStyle === 'fluid') {
        // Round a corner only where neither neighbour on that corner's sides is dark.
        const up = dark(row - 1, col);
        const down = dark(row + 1, col);
        const left = dark(row, col - 1);
        const right = dark(row, col + 1);
        const radius = cell / 2;
        dataPath += roundedRect(x, y, cell, cell, [
          !up && !left ? radius : 0,
          !up && !right ? radius : 0,
          !down && !right ? radius : 0,
          !down && !left ? radius : 0,
        ]);
      } else {
        dataPath += `M${round(x)} ${round(y)}h${round(cell)}v${round(cell)}h${round(-cell)}z`;
      }
    }
  }
  const eyeOrigins: [number, number][] = [
    [0, 0],
    [0, count - 7],
    [count - 7, 0],
  ];
  const eyes = eyeOrigins.map(([row, col], index) => {
    const radius = perEye(options.eyeRadius, index);
    const outerRadii = corners(typeof radius === 'object' && !Array.isArray(radius) ? radius.outer : radius);
    const innerRadii = corners(typeof radius === 'object' && !Array.isArray(radius) ? radius.inner : radius);
    const color = perEye(options.eyeColor, index);
    const x = offset + col * cell;
    const y = offset + row * cell;
    const outer =
      roundedRect(x, y, 7 * cell, 7 * cell, outerRadii) +
      roundedRect(
        x + cell,
        y + cell,
        5 * cell,
        5 * cell,
        outerRadii.map((value) => Math.max(0, value - cell)) as [number, number, number, number],
      );
    const inner = roundedRect(x + 2 * cell, y + 2 * cell, 3 * cell, 3 * cell, innerRadii);
    return {
      outer,
      inner,
      outerColor: (typeof color === 'object' ? color.outer : color) ?? options.fgColor,
      innerColor: (typeof color === 'object' ? color.inner : color) ?? options.fgColor,
    };
  });
  const shape: QrShape = { total: options.size + 2 * offset, modules: count, dataPath, dots, eyes };
  if (options.logoImage) {
    const width = options.logoWidth ?? options.size * 0.2;
    const height = options.logoHeight ?? width;
    const x = offset + (options.size - width) / 2;
    const y = offset + (options.size - height) / 2;
    shape.logo = { x: round(x), y: round(y), width: round(width), height: round(height) };
    if (options.logoPadding) {
      const padding = options.logoPadding;
      shape.logo.padding = {
        kind: options.logoPaddingStyle,
        x: round(x - padding),
        y: round(y - padding),
        width: round(width + 2 * padding),
        height: round(height + 2 * padding),
        cx: round(x + width / 2),
        cy: round(y + height / 2),
        r: round(Math.max(width, height) / 2 + padding),
      };
    }
  }
  return shape;
}
