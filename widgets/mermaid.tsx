import { useEffect, useId, useState } from 'react';
import { HTML_ATTRIBUTES } from './lib/keys.js';
import { wordsOf } from './lib/messages.js';
import type { MermaidWidgetProps } from './types.js';

interface MermaidApi {
  initialize(config: Record<string, unknown>): void;
  render(id: string, source: string): Promise<{ svg: string }>;
}

let loading: Promise<MermaidApi> | undefined;

/** Mermaid's own ES module, copied beside the widget chunks (`assets/`) only for sites with diagrams. */
function loadMermaid(module: string): Promise<MermaidApi> {
  const url = new URL(module, import.meta.url).href;
  return (loading ??= (import(/* @vite-ignore */ url) as Promise<{ default: MermaidApi }>).then((loaded) => loaded.default));
}

const isDark = () => document.documentElement.getAttribute(HTML_ATTRIBUTES.theme) === 'dark';

/**
 * A ```mermaid fence: the server renders its source (readable without JavaScript); in the
 * browser, once near the screen, Mermaid draws it as SVG in the page's colour mode and
 * redraws it when the mode changes. The source stays below, folded, for anyone who wants
 * the text; a diagram Mermaid cannot draw keeps its source shown, with a note.
 */
export default function MermaidDiagram({ source, module, messages }: MermaidWidgetProps) {
  const words = wordsOf(messages);
  const id = `mermaid-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [drawn, setDrawn] = useState<{ svg: string; theme: string }>();
  const svg = drawn?.svg;
  const [failed, setFailed] = useState(false);
  const [dark, setDark] = useState<boolean>();

  useEffect(() => {
    setDark(isDark());
    const observer = new MutationObserver(() => setDark(isDark()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: [HTML_ATTRIBUTES.theme] });
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (dark === undefined) return;
    let current = true;
    loadMermaid(module)
      .then(async (mermaid) => {
        const theme = dark ? 'dark' : 'default';
        mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme });
        const { svg } = await mermaid.render(id, source);
        if (current) setDrawn({ svg, theme });
      })
      .catch((error: unknown) => {
        // Mermaid leaves its scratch element behind when the source does not parse.
        document.getElementById(`d${id}`)?.remove();
        console.error('docgen: the Mermaid diagram could not be drawn', error);
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [dark, id, module, source]);

  return (
    <div className="mermaid-diagram" data-drawn={drawn?.theme}>
      {svg && <div className="mermaid-svg" dangerouslySetInnerHTML={{ __html: svg }} />}
      {failed && <p className="mermaid-failed">{words.t('mermaid.failed')}</p>}
      <details className="mermaid-source" open={!svg}>
        <summary>{words.t('mermaid.source')}</summary>
        <pre tabIndex={0}>
          <code className="language-mermaid">{source}</code>
        </pre>
      </details>
    </div>
  );
}
