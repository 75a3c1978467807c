/**
 * `docgen serve` of a site with `trailingSlash: true` answers the addresses its pages link
 * to (`/docs/guide/usage/`) directly, and redirects the slashless form there, as GitHub
 * Pages and Netlify do; with and without `--watch`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runDocgen } from '../helpers/bad-input.js';
import { startServe } from '../helpers/serve-process.js';
import { copyFixtureSite } from '../helpers/site-copy.js';

/** The basic site, under `/docs/` with `trailingSlash: true`. */
function slashedSite(): string {
  const { root } = copyFixtureSite('basic');
  const config = path.join(root, 'site.config.ts');
  const text = readFileSync(config, 'utf8');
  writeFileSync(
    config,
    text.replace(`url: 'https://docs.acme.test',`, `url: 'https://docs.acme.test',\n  baseUrl: '/docs/',\n  trailingSlash: true,`),
  );
  return root;
}

async function expectSlashedAnswers(origin: string): Promise<void> {
  const page = await fetch(`${origin}/docs/guide/usage/`, { redirect: 'manual' });
  expect(page.status).toBe(200);
  const html = await page.text();
  // The page is served at the address it names as canonical.
  expect(html).toContain('href="https://docs.acme.test/docs/guide/usage/"');
  for (const other of ['/docs/guide/usage', '/docs/guide/usage.html', '/docs/guide/usage/index.html']) {
    const redirect = await fetch(`${origin}${other}?q=1`, { redirect: 'manual' });
    expect(redirect.status, other).toBe(301);
    expect(redirect.headers.get('location'), other).toBe('/docs/guide/usage/?q=1');
  }
  expect((await fetch(`${origin}/docs/`, { redirect: 'manual' })).status).toBe(200);
  expect((await fetch(`${origin}/docs/img/logo.svg`, { redirect: 'manual' })).status).toBe(200);
}

describe('docgen serve with trailingSlash: true', () => {
  it('serves /x/ and redirects /x, /x.html and /x/index.html to it', async () => {
    const root = slashedSite();
    const build = await runDocgen(['build', '--quiet'], { cwd: root });
    expect(build.code, build.stderr).toBe(0);
    const server = await startServe(['--port', '0'], root);
    try {
      await expectSlashedAnswers(new URL(server.url).origin);
    } finally {
      await server.stop();
    }
  });

  it('does the same with --watch, where the setting comes from the watching build', async () => {
    const server = await startServe(['--watch', '--port', '0'], slashedSite());
    try {
      await expectSlashedAnswers(new URL(server.url).origin);
    } finally {
      await server.stop();
    }
  });
});
