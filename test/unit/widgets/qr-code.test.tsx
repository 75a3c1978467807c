import QRCode from 'qrcode';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import QrCodeWidget from '../../../widgets/qr-code.js';
import { DOWNLOAD_TYPES } from '../../../widgets/qr-code/download.js';
import { parseQrCodeProps } from '../../../widgets/qr-code/props-schema.js';
import { QR_DEFAULTS, QrCode } from '../../../widgets/qr-code/qr-svg.js';
import { QR_WIDGET_DEFAULTS, qrDisplay } from '../../../widgets/qr-code/widget-props.js';
import { qrShape, roundedRect } from '../../../widgets/lib/qr.js';
import { englishMessages } from '../../../src/i18n/messages.js';
import { QR_CODE_MESSAGES } from '../../../widgets/message-keys.js';

const messages = englishMessages.pick(QR_CODE_MESSAGES);

const attribute = (html: string, tag: string, name: string) => new RegExp(`<${tag}[^>]*\\s${name}="([^"]*)"`).exec(html)?.[1];

describe('QR-code component', () => {
  it('has the documented defaults', () => {
    expect(QR_DEFAULTS).toMatchObject({
      size: 150,
      quietZone: 10,
      level: 'M',
      bgColor: '#FFFFFF',
      fgColor: '#000000',
      logoOpacity: 1,
      logoSizeRatio: 0.2,
    });
    const html = renderToStaticMarkup(<QrCode value="hello" label="QR code for hello" />);
    expect(attribute(html, 'svg', 'width')).toBe('170');
    expect(attribute(html, 'rect', 'fill')).toBe('#FFFFFF');
    expect(html).toContain('fill="#000000"');
  });

  it('draws exactly the modules of the code, outside the three position markers', () => {
    const value = 'did:example:123';
    const qr = QRCode.create(value, { errorCorrectionLevel: 'M' });
    const count = qr.modules.size;
    let dark = 0;
    for (let row = 0; row < count; row++)
      for (let col = 0; col < count; col++) {
        const inEye = (row < 7 && col < 7) || (row < 7 && col >= count - 7) || (row >= count - 7 && col < 7);
        if (!inEye && qr.modules.get(row, col)) dark++;
      }
    const shape = qrShape({
      value,
      level: 'M',
      size: 150,
      quietZone: 10,
      bgColor: '#fff',
      fgColor: '#000',
      qrStyle: 'squares',
      logoOpacity: 1,
      logoPaddingStyle: 'square',
    });
    expect(shape.modules).toBe(count);
    expect(shape.dataPath.match(/M/g)).toHaveLength(dark);
    expect(shape.total).toBe(170);
    expect(shape.eyes).toHaveLength(3);
  });

  it('draws dots, fluid modules, rounded and coloured eyes', () => {
    const base = {
      value: 'x',
      level: 'L' as const,
      size: 100,
      quietZone: 0,
      bgColor: '#fff',
      fgColor: '#000',
      logoOpacity: 1,
      logoPaddingStyle: 'square' as const,
    };
    const dots = qrShape({ ...base, qrStyle: 'dots' });
    expect(dots.dataPath).toBe('');
    expect(dots.dots.length).toBeGreaterThan(10);
    const fluid = qrShape({ ...base, qrStyle: 'fluid' });
    expect(fluid.dataPath).toContain('A');
    const eyes = qrShape({
      ...base,
      qrStyle: 'squares',
      eyeRadius: [5, { inner: 1, outer: 9 }, [1, 2, 3, 4]],
      eyeColor: ['#f00', { inner: '#0f0', outer: '#00f' }, '#111'],
    });
    expect(eyes.eyes.map((eye) => [eye.outerColor, eye.innerColor])).toEqual([
      ['#f00', '#f00'],
      ['#00f', '#0f0'],
      ['#111', '#111'],
    ]);
    expect(eyes.eyes[0]!.outer).toContain('A5 5');
    expect(eyes.eyes[1]!.outer).toContain('A9 9');
  });

  it('places the logo at 0.2 of the size by default, with padding and opacity', () => {
    const html = renderToStaticMarkup(
      <QrCode
        label="x"
        value="x"
        level="H"
        logoImage="/img/logo.svg"
        logoOpacity={0.5}
        logoPadding={4}
        logoPaddingStyle="circle"
        enableCORS
      />,
    );
    expect(attribute(html, 'image', 'width')).toBe('30');
    expect(attribute(html, 'image', 'height')).toBe('30');
    expect(attribute(html, 'image', 'x')).toBe('70');
    expect(attribute(html, 'image', 'opacity')).toBe('0.5');
    expect(attribute(html, 'image', 'crossorigin') ?? attribute(html, 'image', 'crossOrigin')).toBe('anonymous');
    expect(attribute(html, 'circle', 'r')).toBe('19');
    const square = renderToStaticMarkup(<QrCode label="x" value="x" logoImage="/l.png" logoWidth={40} logoHeight={20} logoPadding={5} />);
    expect(attribute(square, 'image', 'width')).toBe('40');
    expect(square).toMatch(/<rect x="60" y="70" width="50" height="30"/);
  });

  it('draws rectangles with per-corner radii', () => {
    expect(roundedRect(0, 0, 10, 10, [0, 0, 0, 0])).toBe('M0 0H10V10H0V0Z');
    expect(roundedRect(0, 0, 10, 10, [2, 0, 0, 0])).toBe('M2 0H10V10H0V2A2 2 0 0 1 2 0Z');
  });
});

describe('QR-code widget', () => {
  it('shows a code at 112 px by default, with its value', () => {
    expect(QR_WIDGET_DEFAULTS).toMatchObject({ size: 112, placeholderBox: 140 });
    const html = renderToStaticMarkup(<QrCodeWidget messages={messages} value="did:example:1" />);
    expect(html).toContain('data-display="value"');
    expect(attribute(html, 'svg', 'width')).toBe('132');
    expect(html).toContain('<figcaption class="qr-code-value">did:example:1</figcaption>');
  });

  it('has four displays: value, expired with Regenerate, placeholder in a 140 px box, loading', () => {
    expect(qrDisplay({ value: 'x' })).toBe('value');
    expect(qrDisplay({ value: 'x', expired: true })).toBe('expired');
    expect(qrDisplay({})).toBe('placeholder');
    expect(qrDisplay({ value: 'x', loading: true })).toBe('loading');
    const expired = renderToStaticMarkup(<QrCodeWidget messages={messages} value="x" expired />);
    expect(expired).toContain('>Regenerate</button>');
    const placeholder = renderToStaticMarkup(<QrCodeWidget messages={messages} placeholder="No code yet" />);
    expect(placeholder).toContain('style="width:140px;height:140px"');
    expect(placeholder).toContain('No code yet');
    expect(renderToStaticMarkup(<QrCodeWidget messages={messages} value="x" loading />)).toContain('Generation in Progress');
  });

  it('offers png (default), jpg and webp downloads', () => {
    expect(DOWNLOAD_TYPES).toEqual({ png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' });
    const html = renderToStaticMarkup(<QrCodeWidget messages={messages} value="x" download />);
    expect(html).toMatch(/<option value="png" selected="">PNG<\/option>/);
    expect(renderToStaticMarkup(<QrCodeWidget messages={messages} value="x" download="webp" />)).toMatch(
      /<option value="webp" selected="">/,
    );
  });

  it('checks the props authors write in markdown', () => {
    expect(parseQrCodeProps({ value: 'x', size: 150, level: 'Q', qrStyle: 'fluid' })).toEqual({
      value: 'x',
      size: 150,
      level: 'Q',
      qrStyle: 'fluid',
    });
    expect(parseQrCodeProps({ placeholder: 'Soon' })).toEqual({ placeholder: 'Soon' });
    expect(() => parseQrCodeProps({})).toThrow('`value` is required');
    expect(() => parseQrCodeProps({ value: 'x', size: 10 })).toThrow('`size` must be a number from 32');
    expect(() => parseQrCodeProps({ value: 'x', level: 'Z' })).toThrow('`level` must be L, M, Q, H');
    expect(() => parseQrCodeProps({ value: 'x', qrStyle: 'hearts' })).toThrow('`qrStyle` must be squares, dots, fluid');
    expect(() => parseQrCodeProps({ value: 'x', fgColor: 'url(x)' })).toThrow('`fgColor` must be a CSS colour');
    expect(() => parseQrCodeProps({ value: 'x', download: 'gif' })).toThrow('`download` must be png, jpg, webp');
    expect(() => parseQrCodeProps({ value: 'x', colour: 'red' })).toThrow('unknown property `colour`');
  });
});
