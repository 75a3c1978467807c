/** The islands of pages built by the real pipeline: which widgets each page lists and preloads, the head scripts, the chunks. */
import { beforeAll, describe, expect, it } from 'vitest';
import { widgetDefinitions } from '../../widgets/registry.js';
import { buildInMemory, fixtureSite, textOf } from '../helpers/build-fixture.js';
import type { BuildResult } from '../../src/pipeline/build-site.js';

describe('islands in built pages', () => {
  let result: BuildResult;
  beforeAll(async () => {
    result = await buildInMemory(fixtureSite('widgets'));
  }, 60_000);

  const widgetsOf = (html: string) =>
    JSON.parse(/<script type="application\/json" id="docgen-widgets">(.*?)<\/script>/.exec(html)![1]!) as Record<string, string>;
  const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1]!);

  it('list only the widgets each page uses, and preload only what hydrates without waiting', () => {
    const intro = textOf(result, 'guide/intro/index.html');
    expect(Object.keys(widgetsOf(intro)).sort()).toEqual([
      'announcement-bar',
      'cookie-consent',
      'doc-sidebar',
      'navbar',
      'page-menu',
      'page-tools',
      'toc',
    ]);
    // The page menu's script waits until the reader reaches it.
    expect(preloads(intro).some((file) => file.includes('/page-menu-'))).toBe(false);
    expect(preloads(intro).some((file) => file.includes('/page-tools-'))).toBe(true);
    const codes = textOf(result, 'guide/codes/index.html');
    expect(Object.keys(widgetsOf(codes))).toContain('qr-code');
    expect(preloads(codes).some((file) => file.includes('/qr-code-'))).toBe(false);
    expect(preloads(codes).some((file) => file.includes('/navbar-'))).toBe(true);
    expect(preloads(codes).some((file) => file.includes('/hydrate-'))).toBe(true);
    expect(codes).toMatch(/<script type="module" src="\/assets\/runtime-[A-Z0-9]+\.js"><\/script>/);
  });

  it('carry the no-flash head scripts', () => {
    const head = textOf(result, 'guide/intro/index.html').split('</head>')[0]!;
    expect(head).toContain("d.classList.add('js')");
    expect(head).toContain('"docusaurus.announcement.dismiss"');
    expect(head).toContain('docgen-base-url-banner');
  });

  it('ship one runtime, React once, and a chunk per widget', () => {
    const files = [...result.files.keys()].filter((file) => file.startsWith('assets/') && file.endsWith('.js'));
    expect(files.filter((file) => /^assets\/runtime-/.test(file))).toHaveLength(1);
    expect(files.filter((file) => /^assets\/hydrate-/.test(file))).toHaveLength(1);
    for (const widget of widgetDefinitions)
      expect(
        files.filter((file) => file.startsWith(`assets/${widget.name}-`)),
        widget.name,
      ).toHaveLength(1);
    const text = (file: string) => new TextDecoder().decode(result.files.get(file) as Uint8Array);
    // React DOM's production build links its error decoder (reactjs.org in 18, react.dev in 19).
    const isReactDom = (source: string) => /reactjs\.org\/docs\/error-decoder|react\.dev\/errors/.test(source) && source.length > 100_000;
    const withReactDom = files.filter((file) => isReactDom(text(file)));
    // React DOM is bundled exactly once, in the hydrate entry or a chunk it shares with widgets.
    expect(withReactDom).toHaveLength(1);
    // The runtime itself stays small and does not contain React.
    const runtime = files.find((file) => /^assets\/runtime-/.test(file))!;
    expect(text(runtime).length).toBeLessThan(12_000);
    expect(isReactDom(text(runtime))).toBe(false);
    expect(text(runtime)).not.toMatch(/error-decoder|react\.dev\/errors/);
  });
});
