import { describe, expect, it } from 'vitest';
import { isSafeUrl, unsafeUrlReason } from '../../../src/util/safe-url.js';

describe('safe URLs', () => {
  it.each([
    'https://example.com/a?b=c#d',
    'http://example.com',
    'HTTPS://EXAMPLE.COM',
    'mailto:api@example.com',
    'tel:+41-44-000-00-00',
    '/guides/setup',
    'guides/setup.md#install',
    '../setup',
    '#section',
    '?tab=curl',
    '//cdn.example.com/logo.svg',
    '',
    './notes:draft.md',
  ])('allows the link %s', (url) => {
    expect(isSafeUrl(url)).toBe(true);
  });

  it.each([
    ['javascript:alert(1)', 'the javascript: scheme is not allowed'],
    ['JavaScript:alert(1)', 'the javascript: scheme'],
    ['  javascript:alert(1)', 'the javascript: scheme'],
    ['java\tscript:alert(1)', 'the javascript: scheme'],
    ['java\nscript:alert(1)', 'the javascript: scheme'],
    ['\u0001javascript:alert(1)', 'the javascript: scheme'],
    ['vbscript:msgbox(1)', 'the vbscript: scheme'],
    ['data:text/html;base64,PHNjcmlwdD4=', 'a data: URL is allowed only as an image'],
    ['data:image/png;base64,iVBOR', 'a data: URL is allowed only as an image'],
    ['file:///etc/passwd', 'the file: scheme'],
    ['jar:https://x!/', 'the jar: scheme'],
    ['ms-settings:', 'the ms-settings: scheme'],
  ])('refuses the link %s', (url, reason) => {
    expect(unsafeUrlReason(url)).toContain(reason);
  });

  it('allows data: images of image types as images only, and http(s) images', () => {
    expect(isSafeUrl('data:image/png;base64,iVBOR', 'image')).toBe(true);
    expect(isSafeUrl('data:image/svg+xml,%3Csvg%2F%3E', 'image')).toBe(true);
    expect(isSafeUrl('DATA:IMAGE/WEBP;base64,UklG', 'image')).toBe(true);
    expect(isSafeUrl('https://cdn.example.com/logo.png', 'image')).toBe(true);
    expect(isSafeUrl('/img/logo.svg', 'image')).toBe(true);
    expect(unsafeUrlReason('data:text/html,<script>', 'image')).toContain('allowed only as an image');
    expect(unsafeUrlReason('mailto:a@b.c', 'image')).toContain('the mailto: scheme is not allowed (only http, https, data:image/...');
    expect(unsafeUrlReason('javascript:alert(1)', 'image')).toContain('javascript:');
  });
});
