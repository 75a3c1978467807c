import { describe, expect, it } from 'vitest';
import { logoOf } from '../../../src/openapi/spec-urls.js';

describe('info.x-logo', () => {
  it('reads the image, its text (else the title), its link and its colour', () => {
    const warnings: unknown[] = [];
    const warn = (warning: unknown) => void warnings.push(warning);
    expect(
      logoOf({ url: 'https://x.test/logo.png', altText: 'X', href: 'https://x.test', backgroundColor: '#fafafa' }, warn, undefined, 'API'),
    ).toEqual({
      url: 'https://x.test/logo.png',
      alt: 'X',
      href: 'https://x.test',
      backgroundColor: '#fafafa',
    });
    expect(logoOf({ url: '/img/logo.svg' }, warn, { relative: 'site' }, 'Pets API')).toEqual({ url: '/img/logo.svg', alt: 'Pets API' });
    expect(warnings).toEqual([]);
  });

  it('leaves out unsafe URLs with a warning at their pointer, and a colour that is not one', () => {
    const warnings: { pointer: string }[] = [];
    const warn = (warning: { pointer: string; message: string }) => void warnings.push(warning);
    expect(logoOf({ url: 'javascript:alert(1)' }, warn, undefined, 'API')).toBeUndefined();
    expect(
      logoOf({ url: 'https://x.test/l.png', href: 'javascript:alert(1)', backgroundColor: 'red;}body{x' }, warn, undefined, 'API'),
    ).toEqual({
      url: 'https://x.test/l.png',
      alt: 'API',
    });
    expect(warnings.map((warning) => warning.pointer)).toEqual(['/info/x-logo/url', '/info/x-logo/href']);
    expect(logoOf('logo.png', warn, undefined, 'API')).toBeUndefined();
  });
});
