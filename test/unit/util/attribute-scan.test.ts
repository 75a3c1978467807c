import { describe, expect, it } from 'vitest';
import { attributeValues } from '../../../src/util/attribute-scan.js';

/** What the regular expression the scan replaces finds. */
const byRegExp = (html: string, names: string[]) =>
  [...html.matchAll(new RegExp(`\\s(?:${names.join('|')})="([^"]*)"`, 'g'))].map((match) => ({ at: match.index, value: match[1] }));
const byScan = (html: string, names: string[]) => [...attributeValues(html, names)];

describe('attributeValues', () => {
  it('finds each attribute with a space before it, in document order, with its raw value', () => {
    const html = '<a class="x" href="/a?x=1&amp;y=2"><img\nsrc="/b.png" data-src="/no"><p id="one">href="/text"</p>';
    expect(byScan(html, ['href', 'src'])).toEqual([
      { at: html.indexOf(' href'), value: '/a?x=1&amp;y=2' },
      { at: html.indexOf('\nsrc'), value: '/b.png' },
    ]);
    expect(byScan(html, ['id'])).toEqual([{ at: html.indexOf(' id'), value: 'one' }]);
  });

  it('finds no attribute inside the value of another, as the regular expression', () => {
    const html = '<a title=" href=&quot;x" href="/kept"><a alt=" src="/inner" href="/after">';
    expect(byScan(html, ['href', 'src'])).toEqual(byRegExp(html, ['href', 'src']));
  });

  it('stops at an attribute whose value never closes', () => {
    const html = '<a href="/ok"><a href="/open';
    expect(byScan(html, ['href'])).toEqual([{ at: 2, value: '/ok' }]);
    expect(byScan(html, ['href'])).toEqual(byRegExp(html, ['href']));
  });

  it('matches the regular expression on random markup', () => {
    const pieces = [' ', '\n', '\t', 'href="', 'src="', 'id="', '"', 'x', '<a', '>', '=', 'data-', '-id="', '&amp;'];
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let round = 0; round < 2000; round++) {
      const html = Array.from({ length: 1 + Math.floor(random() * 40) }, () => pieces[Math.floor(random() * pieces.length)]).join('');
      expect(byScan(html, ['href', 'src'])).toEqual(byRegExp(html, ['href', 'src']));
      expect(byScan(html, ['id'])).toEqual(byRegExp(html, ['id']));
    }
  });
});
