import { existsSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Island, IslandCollector, IslandCollectorProvider, renderIslandHtml } from '../../../src/islands/island.js';
import { widgetDefinitions } from '../../../widgets/registry.js';
import { englishMessages } from '../../../src/i18n/messages.js';
import { QR_CODE_MESSAGES, TOC_MESSAGES } from '../../../widgets/message-keys.js';
import { repoRoot } from '../../helpers/paths.js';

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
