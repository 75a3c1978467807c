import { contrastRatio, fromHsl, mix, parseHex, toHex, toHsl, type Rgb } from '../util/contrast.js';

/** WCAG AA for normal text. */
export const MIN_CONTRAST = 4.5;

/**
 * The theme's backgrounds in each mode (templates/styles/base.css): page, soft panels,
 * code, navbar. The brand colour is text and links on all of them, and on the light tints
 * of itself the theme lays over them (8% to 16%: the active sidebar entry, search results).
 */
const BACKGROUNDS = {
  light: ['#ffffff', '#f5f7fa', '#f6f8fa'],
  dark: ['#14171f', '#1c2029', '#181b23'],
} as const;
const TINTS = [0.08, 0.1, 0.16];
/** Text on the brand colour (buttons, the skip link): white in light mode, near black in dark mode. */
const ON_PRIMARY = { light: '#ffffff', dark: '#0b1020' } as const;

export type ColourMode = keyof typeof BACKGROUNDS;

/** The custom properties of the theme a brand colour sets, in one mode. */
export interface ModePalette {
  '--color-primary': string;
  '--color-primary-dark': string;
  '--color-primary-contrast': string;
  '--color-link': string;
}

/** The lowest contrast of `colour` as text on every background of `mode`, tints of itself included. */
export function worstContrast(colour: Rgb, mode: ColourMode): number {
  const backgrounds = BACKGROUNDS[mode].map((hex) => parseHex(hex)!);
  const tinted = backgrounds.flatMap((background) => TINTS.map((weight) => mix(colour, background, weight)));
  return Math.min(
    ...[...backgrounds, ...tinted].map((background) => contrastRatio(colour, background)),
    contrastRatio(colour, parseHex(ON_PRIMARY[mode])!),
  );
}

/**
 * The brand colour made readable in a mode: its hue and saturation kept, its lightness
 * moved (darker in light mode, lighter in dark mode) in small steps until it reaches 4.5:1
 * as text on every background of the mode, and as the background of the mode's text on it.
 * A colour that already passes is kept as it is.
 */
export function readableColour(hex: string, mode: ColourMode): string {
  const start = parseHex(hex);
  if (!start) throw new Error(`not a hex colour: ${hex}`);
  if (worstContrast(start, mode) >= MIN_CONTRAST) return toHex(start);
  const hsl = toHsl(start);
  const step = mode === 'light' ? -0.005 : 0.005;
  for (let l = hsl.l; l >= 0 && l <= 1; l += step) {
    const candidate = fromHsl({ ...hsl, l });
    // Rounded as written in the stylesheet: the written colour is the one that must pass.
    const written = parseHex(toHex(candidate))!;
    if (worstContrast(written, mode) >= MIN_CONTRAST) return toHex(written);
  }
  return mode === 'light' ? '#000000' : '#ffffff';
}

/** A step further from the background than `hex` (hover and pressed states). */
function emphasised(hex: string, mode: ColourMode): string {
  const hsl = toHsl(parseHex(hex)!);
  const l = mode === 'light' ? Math.max(0, hsl.l - 0.08) : Math.min(1, hsl.l + 0.1);
  return toHex(fromHsl({ ...hsl, l }));
}

/** The theme's brand properties for a brand colour (`colors.primary`), in light and dark mode. */
export function brandPalette(primary: string): Record<ColourMode, ModePalette> {
  const forMode = (mode: ColourMode): ModePalette => {
    const colour = readableColour(primary, mode);
    return {
      '--color-primary': colour,
      '--color-primary-dark': emphasised(colour, mode),
      '--color-primary-contrast': ON_PRIMARY[mode],
      '--color-link': colour,
    };
  };
  return { light: forMode('light'), dark: forMode('dark') };
}

/** The palette as CSS over the theme's defaults (dark mode for the screen, as base.css). */
export function brandPaletteCss(palette: Record<ColourMode, ModePalette>): string {
  const block = (values: ModePalette) =>
    Object.entries(values)
      .map(([name, value]) => `${name}:${value};`)
      .join('');
  return `:root{${block(palette.light)}}@media screen{[data-theme='dark']{${block(palette.dark)}}}`;
}
