import { useEffect, useState } from 'react';
import type { TocWidgetProps } from './types.js';
import { activeHeadingIndex } from './lib/toc-highlight.js';

/**
 * "On this page": headings of levels 2 and 3, as plain in-page links, with the heading
 * the reader is at highlighted.
 */
export default function TableOfContents({ toc, messages }: TocWidgetProps) {
  const [active, setActive] = useState<string | undefined>(undefined);

  useEffect(() => {
    const headings = toc.map((entry) => document.getElementById(entry.id)).filter((element): element is HTMLElement => element !== null);
    if (headings.length === 0) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const navbar = document.querySelector('.navbar');
      const offset = (navbar?.getBoundingClientRect().bottom ?? 0) + 8;
      const index = activeHeadingIndex(
        headings.map((heading) => heading.getBoundingClientRect()),
        Math.max(offset, 8),
        window.innerHeight,
      );
      setActive(index >= 0 ? headings[index]!.id : undefined);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, [toc]);

  if (toc.length === 0) return null;
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <p className="toc-title" id="toc-title">
        {messages.texts['toc.title']}
      </p>
      <ul className="toc-list" data-toc="">
        {toc.map((entry) => (
          <li key={entry.id} className={`toc-item toc-depth-${entry.depth}`}>
            <a
              className={`toc-link${active === entry.id ? ' active' : ''}`}
              href={`#${entry.id}`}
              aria-current={active === entry.id ? 'location' : undefined}
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
