import { describe, expect, it } from 'vitest';
import { brandPalette, brandPaletteCss, readableColour, worstContrast } from '../../../src/assets/brand-palette.js';
import { contrastRatio, parseHex, toHsl } from '../../../src/util/contrast.js';

const rgb = (hex: string) => parseHex(hex)!;

describe('the contrast math', () => {
  it('gives the WCAG ratios of known pairs', () => {
    expect(contrastRatio(rgb('#000000'), rgb('#ffffff'))).toBeCloseTo(21, 5);
    expect(contrastRatio(rgb('#ffffff'), rgb('#ffffff'))).toBeCloseTo(1, 5);
    // WebAIM's checker: #767676 on white is 4.54:1, the lightest grey that passes AA.
    expect(contrastRatio(rgb('#767676'), rgb('#ffffff'))).toBeCloseTo(4.54, 2);
    expect(contrastRatio(rgb('#777777'), rgb('#ffffff'))).toBeLessThan(4.5);
    // Pure blue on white: 8.59:1 (its luminance is the blue coefficient, 0.0722).
    expect(contrastRatio(rgb('#0000ff'), rgb('#fff'))).toBeCloseTo(8.59, 2);
  });

  it('reads #abc and #aabbcc, and nothing else', () => {
    expect(parseHex('#abc')).toEqual({ r: 0xaa, g: 0xbb, b: 0xcc });
    expect(parseHex('#FFD500')).toEqual({ r: 255, g: 213, b: 0 });
    expect(parseHex('red')).toBeUndefined();
    expect(parseHex('#abcd')).toBeUndefined();
  });
});

describe('a brand colour made readable', () => {
  // Hard colours: yellow and pale blue fail on white, navy and dark red fail on the dark background.
  const hard = ['#ffd500', '#ffff00', '#a5d8ff', '#e0f0ff', '#00ff00', '#ff8800', '#000080', '#8b0000', '#808080', '#ffffff', '#000000'];

  for (const colour of hard) {
    it(`${colour}: 4.5:1 as text on every background of both modes, and under the text on it`, () => {
      for (const mode of ['light', 'dark'] as const) {
        const readable = readableColour(colour, mode);
        expect(worstContrast(rgb(readable), mode), `${colour} in ${mode} mode: ${readable}`).toBeGreaterThanOrEqual(4.5);
        const palette = brandPalette(colour)[mode];
        expect(contrastRatio(rgb(palette['--color-primary']), rgb(palette['--color-primary-contrast']))).toBeGreaterThanOrEqual(4.5);
        // The hover shade is further from the background, so its text on it keeps 4.5:1 too.
        expect(contrastRatio(rgb(palette['--color-primary-dark']), rgb(palette['--color-primary-contrast']))).toBeGreaterThanOrEqual(4.5);
        expect(palette['--color-link']).toBe(palette['--color-primary']);
      }
    });
  }

  it('keeps the hue: yellow becomes a dark yellow in light mode and stays light in dark mode', () => {
    const light = toHsl(rgb(readableColour('#ffd500', 'light')));
    const dark = toHsl(rgb(readableColour('#ffd500', 'dark')));
    expect(light.h).toBeCloseTo(toHsl(rgb('#ffd500')).h, -1);
    expect(light.l).toBeLessThan(0.35);
    expect(readableColour('#ffd500', 'dark')).toBe('#ffd500');
    expect(dark.l).toBe(toHsl(rgb('#ffd500')).l);
  });

  it('keeps a colour that passes as it is, and moves one that fails only as far as needed', () => {
    expect(readableColour('#2456d6', 'light')).toBe('#2456d6');
    const paleBlue = readableColour('#a5d8ff', 'light');
    expect(worstContrast(rgb(paleBlue), 'light')).toBeLessThan(4.9);
  });

  it('writes the light palette on :root and the dark one for [data-theme=dark] on screens', () => {
    const css = brandPaletteCss(brandPalette('#2456d6'));
    expect(css).toMatch(
      /^:root\{--color-primary:#2456d6;--color-primary-dark:#[0-9a-f]{6};--color-primary-contrast:#ffffff;--color-link:#2456d6;\}/,
    );
    expect(css).toContain("@media screen{[data-theme='dark']{--color-primary:");
  });
});
