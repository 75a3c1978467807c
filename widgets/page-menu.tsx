import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { copyFetchedText } from './lib/clipboard.js';
import { wordsOf } from './lib/messages.js';
import type { PageMenuWidgetProps } from './types.js';

type Status = 'copied' | 'copyFailed' | undefined;

/** How long the confirmation of a copy stays in sight. */
const STATUS_MS = 4000;

/**
 * The page menu beside a page's title (WAI-ARIA menu button): copy the page's markdown
 * twin, view it, or open it in ChatGPT or Claude with a prompt naming the page. Enter,
 * Space or Down open the menu on its first item, Up on its last; arrows, Home and End move,
 * Escape closes it and gives the focus back to the button, Tab closes it and moves on. The
 * twin is fetched only when the reader copies it; the result is said in a live region.
 */
export default function PageMenu({ markdownHref, chatGptHref, claudeHref, messages }: PageMenuWidgetProps) {
  const words = wordsOf(messages);
  const id = useId();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  // Which item takes the focus once the menu has opened.
  const [focusFirst, setFocusFirst] = useState(true);

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const focusAt = (index: number) => {
    const list = items();
    list[(index + list.length) % list.length]?.focus();
  };

  useEffect(() => {
    if (!open) return;
    focusAt(focusFirst ? 0 : -1);
    // A press or a focus outside the menu closes it.
    const onOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open]);

  useEffect(() => {
    if (!status) return;
    const timer = window.setTimeout(() => setStatus(undefined), STATUS_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const openAt = (first: boolean) => {
    setFocusFirst(first);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    // Enter and Space click the button, which opens the menu on its first item.
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (open) focusAt(event.key === 'ArrowDown' ? 0 : -1);
    else openAt(event.key === 'ArrowDown');
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: -1 };
    if (event.key in moves) {
      event.preventDefault();
      focusAt(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (event.key === ' ' && event.target instanceof HTMLAnchorElement) {
      // Space activates a menu item, links included.
      event.preventDefault();
      event.target.click();
    }
  };

  const copy = () => {
    close();
    setStatus(undefined);
    copyFetchedText(markdownHref).then(
      () => setStatus('copied'),
      (error: unknown) => {
        console.error('docgen: could not copy the page', error);
        setStatus('copyFailed');
      },
    );
  };

  const external = { target: '_blank', rel: 'noopener noreferrer' };
  const links = [
    ['pageMenu.view', markdownHref, { type: 'text/markdown' }],
    ['pageMenu.chatGpt', chatGptHref, external],
    ['pageMenu.claude', claudeHref, external],
  ] as const;
  return (
    <div className="page-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        id={`${id}button`}
        className="page-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}menu`}
        onClick={() => (open ? setOpen(false) : openAt(true))}
        onKeyDown={onButtonKey}
      >
        {/* Its icon and arrow are drawn by the stylesheet. */}
        {words.t('pageMenu.button')}
      </button>
      <div
        ref={menuRef}
        role="menu"
        id={`${id}menu`}
        aria-labelledby={`${id}button`}
        className="page-menu-list"
        hidden={!open}
        onKeyDown={onMenuKey}
      >
        <button type="button" role="menuitem" tabIndex={-1} className="page-menu-item" onClick={copy}>
          {words.t('pageMenu.copy')}
        </button>
        {links.map(([key, href, attributes]) => (
          <a key={key} role="menuitem" tabIndex={-1} className="page-menu-item" href={href} {...attributes} onClick={close}>
            {words.t(key)}
          </a>
        ))}
      </div>
      <span role="status" className="page-menu-status" data-status={status}>
        {status && words.t(`pageMenu.${status}`)}
      </span>
    </div>
  );
}
