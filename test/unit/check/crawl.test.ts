import { LinkState, type LinkResult } from 'linkinator';
import { describe, expect, it } from 'vitest';
import { checkReport } from '../../../src/check/check-report.js';
import { classifyLinks, productionRewrite, skipsLink } from '../../../src/check/crawl.js';
import { errors } from '../../../src/errors/catalogue.js';

const local = 'http://127.0.0.1:4000';
const refused = Object.assign(new Error('fetch failed'), { cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }) });
const timedOut = Object.assign(new Error('The operation was aborted due to timeout'), { name: 'TimeoutError' });

describe('classifyLinks', () => {
  const links: LinkResult[] = [
    { url: `${local}/`, status: 200, state: LinkState.OK },
    { url: `${local}/gone`, status: 404, state: LinkState.BROKEN, parent: `${local}/` },
    { url: `${local}/gone/style.css`, status: 404, state: LinkState.BROKEN, parent: `${local}/gone` },
    { url: 'https://api.example.org/missing', status: 404, state: LinkState.BROKEN, parent: `${local}/` },
    { url: 'https://down.example.org/', status: 0, state: LinkState.BROKEN, parent: `${local}/`, failureDetails: [refused] },
    { url: 'https://slow.example.org/', status: 0, state: LinkState.BROKEN, parent: `${local}/a`, failureDetails: [timedOut] },
    { url: 'https://elsewhere.example.org/', state: LinkState.SKIPPED, parent: `${local}/` },
  ];

  it('counts an HTTP error as broken, here or on another site, once per URL and not from broken pages', () => {
    const report = classifyLinks(links, local);
    expect(report.broken.map((link) => [link.url, link.status])).toEqual([
      [`${local}/gone`, 404],
      ['https://api.example.org/missing', 404],
    ]);
  });

  it('reports another site that gave no HTTP answer as unreachable, with the network reason', () => {
    const report = classifyLinks(links, local);
    expect(report.unreachable).toEqual([
      { url: 'https://down.example.org/', parent: `${local}/`, reason: 'ECONNREFUSED' },
      { url: 'https://slow.example.org/', parent: `${local}/a`, reason: 'timeout' },
    ]);
    expect(report.checked).toBe(6);
    expect(report.skipped).toBe(1);
  });

  it('counts the local site without an answer as broken: that is not a network problem', () => {
    const report = classifyLinks([{ url: `${local}/x`, status: 0, state: LinkState.BROKEN }], local);
    expect(report.broken).toHaveLength(1);
    expect(report.unreachable).toHaveLength(0);
  });
});

describe('skipsLink', () => {
  it("checks the site's own links, other sites' with external, and never the page menu's AI assistants", () => {
    expect(skipsLink(`${local}/guides/x.md`, local, false)).toBe(false);
    expect(skipsLink('https://api.example.org/', local, false)).toBe(true);
    expect(skipsLink('https://api.example.org/', local, true)).toBe(false);
    expect(skipsLink('https://chatgpt.com/?q=Read%20https%3A%2F%2Fdocs.test%2Fx', local, true)).toBe(true);
    expect(skipsLink('https://claude.ai/new?q=Read%20https%3A%2F%2Fdocs.test%2Fx', local, true)).toBe(true);
    expect(skipsLink('https://claude.ai/', local, true)).toBe(false); // a link of the site's own
  });
});

describe('productionRewrite', () => {
  it('points the production host (http or https, any path) at the local server', () => {
    const [rule] = productionRewrite('https://docs.example.com', local);
    const rewrite = (url: string) => url.replace(rule!.pattern, rule!.replacement);
    expect(rewrite('https://docs.example.com/docs/guides/x#y')).toBe(`${local}/docs/guides/x#y`);
    expect(rewrite('http://DOCS.example.com')).toBe(local);
    expect(rewrite('https://docs.example.com.evil.test/')).toBe('https://docs.example.com.evil.test/');
    expect(rewrite('https://example.com/docs.example.com/')).toBe('https://example.com/docs.example.com/');
  });

  it('rewrites nothing without a production URL', () => {
    expect(productionRewrite(undefined, local)).toEqual([]);
    expect(productionRewrite('not a url', local)).toEqual([]);
  });
});

describe('checkReport', () => {
  it('shows the site own URLs as paths and is not ok when a link is broken', () => {
    const crawl = classifyLinks(links(), local);
    const report = checkReport({ build: { pages: 2, files: 9 }, crawl, warnings: [], localOrigin: local });
    expect(report).toMatchObject({ ok: false, pages: 2, files: 9, checked: 2, skipped: 0, error: null });
    expect(report.broken).toEqual([{ url: '/gone', status: 404, from: '/' }]);
  });

  it('is ok with unreachable hosts only', () => {
    const crawl = classifyLinks(
      [{ url: 'https://down.example.org/', status: 0, state: LinkState.BROKEN, failureDetails: [refused] }],
      local,
    );
    const report = checkReport({ build: { pages: 1, files: 1 }, crawl, warnings: [], localOrigin: local });
    expect(report.ok).toBe(true);
    expect(report.unreachable).toEqual([{ url: 'https://down.example.org/', reason: 'ECONNREFUSED', from: null }]);
  });

  it('carries a failed build error with its place, and is not ok', () => {
    const error = errors.brokenLinks({ file: 'docs/a.md', line: 4, column: 2 }, ['x']);
    const report = checkReport({ warnings: [{ severity: 'warning', message: 'w', file: 'docs/b.md', line: 1 }], error });
    expect(report.ok).toBe(false);
    expect(report.error).toMatchObject({ code: 'DG050', message: 'x', file: 'docs/a.md', line: 4, column: 2 });
    expect(report.warnings).toEqual([{ message: 'w', file: 'docs/b.md', line: 1 }]);
  });

  function links(): LinkResult[] {
    return [
      { url: `${local}/`, status: 200, state: LinkState.OK },
      { url: `${local}/gone`, status: 404, state: LinkState.BROKEN, parent: `${local}/` },
    ];
  }
});
