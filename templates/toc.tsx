import type { TocEntry } from '../src/markdown/types.js';

/** "On this page": headings of levels 2 and 3, nested. */
export function TableOfContents({ toc }: { toc: TocEntry[] }) {
  if (toc.length === 0) return null;
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <p className="toc-title" id="toc-title">
        On this page
      </p>
      <ul className="toc-list" data-toc="">
        {toc.map((entry) => (
          <li key={entry.id} className={`toc-item toc-depth-${entry.depth}`}>
            <a className="toc-link" href={`#${entry.id}`}>
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
