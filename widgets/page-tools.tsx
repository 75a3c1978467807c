import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { EVENTS } from './lib/keys.js';
import { smoothScrollTo } from './lib/motion.js';
import { wordsOf, type Words } from './lib/messages.js';
import { applyStoredSampleLanguage, rememberSampleLanguage } from './lib/sample-language.js';
import { applyCodeWrap, storedCodeWrap } from './lib/code-wrap.js';
import { copyableCode } from './lib/code-text.js';
import { watchTableScrollAreas } from './lib/scroll-areas.js';
import { WrapButton } from './page-tools/wrap-button.js';
import type { PageToolsMessageKey } from './message-keys.js';
import type { PageToolsWidgetProps } from './types.js';

const CODE_BLOCKS = 'main figure.code-block';

/**
 * Small helpers for reading a page, on every page that shows content: a copy button and
 * a wrap toggle on each code block, tables that are tab stops only while they scroll, a
 * "back to top" button once the reader has scrolled down, and the remembered language of
 * API code samples. Renders nothing on the server; after client-side navigation it finds
 * the new code blocks and tables.
 */
export default function PageTools({ messages }: PageToolsWidgetProps) {
  const words = wordsOf(messages);
  const [containers, setContainers] = useState<HTMLElement[]>([]);
  const [wrapped, setWrapped] = useState(false);

  useEffect(() => {
    const scan = () => {
      const found: HTMLElement[] = [];
      document.querySelectorAll<HTMLElement>(CODE_BLOCKS).forEach((figure) => {
        let container = figure.querySelector<HTMLElement>(':scope > .code-tools');
        if (!container) {
          container = document.createElement('div');
          container.className = 'code-tools';
          figure.appendChild(container);
        }
        found.push(container);
      });
      setContainers(found);
    };
    let unwatchTables = watchTableScrollAreas();
    const onNavigated = () => {
      scan();
      applyStoredSampleLanguage();
      unwatchTables();
      unwatchTables = watchTableScrollAreas();
    };
    scan();
    applyStoredSampleLanguage();
    const initiallyWrapped = storedCodeWrap();
    setWrapped(initiallyWrapped);
    applyCodeWrap(initiallyWrapped, false);
    const forget = rememberSampleLanguage();
    window.addEventListener(EVENTS.navigated, onNavigated);
    return () => {
      forget();
      unwatchTables();
      window.removeEventListener(EVENTS.navigated, onNavigated);
    };
  }, []);

  const toggleWrap = () => {
    applyCodeWrap(!wrapped, true);
    setWrapped(!wrapped);
  };

  return (
    <>
      {containers.map((container, index) =>
        createPortal(
          <>
            <WrapButton wrapped={wrapped} onToggle={toggleWrap} words={words} />
            <CopyButton container={container} words={words} />
          </>,
          container,
          String(index),
        ),
      )}
      <BackToTop words={words} />
    </>
  );
}

/** Copies text; falls back to a selection when the Clipboard API is unavailable. */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Permission refused (e.g. not a secure context): try the old way.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('the browser refused to copy');
}

function CopyButton({ container, words }: { container: HTMLElement; words: Words<PageToolsMessageKey> }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 2000);
    return () => window.clearTimeout(timer);
  }, [state]);
  const copy = () => {
    const code = container.parentElement?.querySelector('pre code') ?? container.parentElement?.querySelector('pre');
    copyText(code ? copyableCode(code) : '').then(
      () => setState('copied'),
      (error: unknown) => {
        console.error('docgen: could not copy the code', error);
        setState('failed');
      },
    );
  };
  const label = words.t(state === 'copied' ? 'code.copied' : state === 'failed' ? 'code.copyFailed' : 'code.copy');
  return (
    <button
      type="button"
      className="code-tool code-copy"
      onClick={copy}
      data-copied={state === 'copied' ? '' : undefined}
      aria-label={state === 'idle' ? words.t('code.copyLabel') : label}
    >
      {label}
    </button>
  );
}

const SHOW_AFTER = 300;

function BackToTop({ words }: { words: Words<PageToolsMessageKey> }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const current = window.scrollY;
      // Offer the way back once the reader is far down and heading up again.
      setShown(current > SHOW_AFTER && current < last);
      last = current;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <button
      type="button"
      className={`back-to-top${shown ? ' back-to-top-shown' : ''}`}
      aria-label={words.t('page.backToTop')}
      tabIndex={shown ? 0 : -1}
      onClick={() => smoothScrollTo(0)}
    >
      <span aria-hidden="true">↑</span>
    </button>
  );
}
