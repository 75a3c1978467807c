/**
 * `docgen check --format json` and `--external` on real crawls: one JSON object on
 * stdout, HTTP errors on other sites are broken, hosts that cannot be reached are
 * "could not check (network)" and do not fail, and links to the site's own production
 * URL are checked against the local build. Every "other site" is a 127.0.0.1 server.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckReport } from '../../src/check/check-report.js';
import { runDocgen } from '../helpers/bad-input.js';
import { tempDir } from '../helpers/temp.js';

const listening = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

let other: Server;
let otherSite: string;
let closedPort: number;

beforeAll(async () => {
  // Another site: /here exists, everything else is a 404.
  other = createServer((request, response) => {
    response.writeHead(request.url === '/here' ? 200 : 404, { 'content-type': 'text/plain' }).end('other site');
  });
  otherSite = `http://127.0.0.1:${await listening(other)}`;
  // A port nobody listens on: connections are refused.
  const closed = createServer();
  closedPort = await listening(closed);
  await new Promise((resolve) => closed.close(resolve));
});

afterAll(() => other.close());

function site(links: string[]): string {
  return tempDir({
    'site.config.ts': "export default { title: 'Links', url: 'https://docs.example.com' };\n",
    'docs/index.md': `---\ntitle: Home\n---\n\n${links.map((link, index) => `- [link ${index}](${link})`).join('\n')}\n`,
    'docs/guides/start.md': '---\ntitle: Start\n---\n\nStart here.\n',
  });
}

const check = async (root: string, ...flags: string[]) => {
  const run = await runDocgen(['check', '--format', 'json', ...flags], { cwd: root });
  return { ...run, report: JSON.parse(run.stdout) as CheckReport };
};

describe('docgen check --format json', () => {
  it('passes with an unreachable host, reported as could not check (network), and checks production URLs locally', async () => {
    const root = site([`${otherSite}/here`, `http://127.0.0.1:${closedPort}/`, 'https://docs.example.com/guides/start']);
    const { code, report, stderr } = await check(root, '--external');
    expect(code, stderr).toBe(0);
    expect(report).toMatchObject({ ok: true, broken: [], error: null, warnings: [] });
    expect(report.pages).toBeGreaterThan(1);
    expect(report.checked).toBeGreaterThan(3);
    expect(report.unreachable).toEqual([{ url: `http://127.0.0.1:${closedPort}/`, reason: 'ECONNREFUSED', from: '/' }]);
    expect(stderr).toContain(`warning could not check (network): http://127.0.0.1:${closedPort}/ (ECONNREFUSED), linked from /`);
    expect(stderr).toMatch(/Checked \d+ links and assets in .* none broken, 1 could not be checked \(network\)/);
  });

  it('fails with exit 1 on an HTTP error of another site and on a production URL the build does not have', async () => {
    const root = site([`${otherSite}/gone`, 'https://docs.example.com/nowhere', 'https://docs.example.com/guides/start']);
    const { code, report, stderr } = await check(root, '--external');
    expect(code).toBe(1);
    expect(report.ok).toBe(false);
    expect(report.broken).toEqual(
      expect.arrayContaining([
        { url: `${otherSite}/gone`, status: 404, from: '/' },
        { url: '/nowhere', status: 404, from: '/' },
      ]),
    );
    expect(report.broken).toHaveLength(2);
    expect(report.error).toMatchObject({ code: 'DG050', title: 'Broken links' });
    expect(stderr).toContain('error DG050: Broken links');
  });

  it('without --external, skips other sites but still checks the production URL against the build', async () => {
    const root = site([`${otherSite}/gone`, 'https://docs.example.com/nowhere']);
    const { code, report } = await check(root);
    expect(code).toBe(1);
    expect(report.broken).toEqual([{ url: '/nowhere', status: 404, from: '/' }]);
    expect(report.skipped).toBeGreaterThan(0);
  });

  it('resolves a relative link as a browser does on the page URL and names its file and line, as the build does', async () => {
    const root = tempDir({
      'site.config.ts': "export default { title: 'Links', url: 'https://docs.example.com' };\n",
      'docs/index.md': '---\ntitle: Home\n---\n\n[start](./guides/getting-started.md)\n',
      'docs/guides/getting-started.md': '---\ntitle: Start\n---\n\nText.\n\n[missing](./nope.md)\n',
    });
    const { code, report, stderr } = await check(root);
    expect(code).toBe(1);
    expect(report.broken).toEqual([{ url: '/guides/nope.md', status: 404, from: '/guides/getting-started' }]);
    expect(report.error).toMatchObject({ code: 'DG050', file: `${root}/docs/guides/getting-started.md`, line: 7, column: 1 });
    expect(report.error?.message).toBe(
      'docs/guides/getting-started.md:7:1: [missing](./nope.md) -> /guides/nope.md (HTTP 404; on /guides/getting-started)',
    );
    expect(stderr).toContain(`warning ${root}/docs/guides/getting-started.md:7:1: Broken markdown link: ./nope.md`);
  });

  it('prints the build error as JSON, with its code, file and line, and exits 1', async () => {
    const root = tempDir({
      'site.config.ts': "export default { title: 'Bad', url: 'https://bad.test' };\n",
      'docs/index.md': '---\ntitle: Home\nkeywords: a: b\n---\n\nText.\n',
    });
    const { code, report, stderr } = await check(root);
    expect(code).toBe(1);
    expect(report).toMatchObject({ ok: false, pages: 0, checked: 0, broken: [], unreachable: [] });
    expect(report.error).toMatchObject({ code: 'DG010', file: `${root}/docs/index.md`, line: 3 });
    expect(stderr).toContain('error DG010');
  });
});
