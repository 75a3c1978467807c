import { existsSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { Island, IslandCollector, IslandCollectorProvider, renderIslandHtml } from '../../../src/islands/island.js';
import { widgetDefinitions } from '../../../widgets/registry.js';
import { englishMessages } from '../../../src/i18n/messages.js';
import { QR_CODE_MESSAGES, TOC_MESSAGES } from '../../../widgets/message-keys.js';
import { buildInMemory, fixtureSite, repoRoot, textOf } from '../../helpers/build-fixture.js';
import type { BuildResult } from '../../../src/pipeline/build-site.js';

describe('islands on the server', () => {
  it('wrap the server HTML with the widget name, props, trigger and id prefix', () => {
    const collector = new IslandCollector('m');
    const messages = englishMessages.pick(QR_CODE_MESSAGES);
    const html = renderIslandHtml(collector, 'qr-code', { value: 'a&b', messages });
    expect(html).toMatch(
      /^<docgen-island data-widget="qr-code" data-props="\{&quot;value&quot;:&quot;a&amp;b&quot;,&quot;messages&quot;:\{.*?\}\}" data-hydrate="visible" data-prefix="mqr-code0-">/,
    );
    expect(html).toContain('<svg');
    expect(renderIslandHtml(collector, 'qr-code', { value: 'x', messages }, 'idle')).toContain(
      'data-hydrate="idle" data-prefix="mqr-code1-"',
    );
    expect([...collector.used]).toEqual(['qr-code']);
  });

  it('number id prefixes per widget, so an island keeps its prefix across pages', () => {
    const collector = new IslandCollector('t');
    expect([collector.nextPrefix('toc'), collector.nextPrefix('navbar'), collector.nextPrefix('toc')]).toEqual([
      'ttoc0-',
      'tnavbar0-',
      'ttoc1-',
    ]);
  });

  it('can be placed from templates, inside a collector only', () => {
    const collector = new IslandCollector('t');
    const html = renderToStaticMarkup(
      <IslandCollectorProvider value={collector}>
        <Island name="toc" props={{ toc: [{ depth: 2, id: 'a', text: 'A' }], messages: englishMessages.pick(TOC_MESSAGES) }} />
      </IslandCollectorProvider>,
    );
    expect(html).toContain('data-widget="toc"');
    expect(html).toContain('href="#a"');
    expect(() => renderToStaticMarkup(<Island name="toc" props={{ toc: [] }} />)).toThrow('Island used outside IslandCollectorProvider');
    expect(() => renderIslandHtml(collector, 'nope', {})).toThrow('no widget named "nope"');
  });

  it('are declared once: each registered widget is a file of its own', () => {
    for (const widget of widgetDefinitions)
      expect(existsSync(path.join(repoRoot, 'widgets', `${widget.name}.tsx`)), widget.name).toBe(true);
    expect(widgetDefinitions.find((widget) => widget.directive === 'qrcode')?.name).toBe('qr-code');
  });
});

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
      'page-tools',
      'toc',
    ]);
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
