import { useEffect, useRef, type RefObject } from 'react';
import { excerpt, highlight, type Segment } from '../lib/highlight.js';
import type { SearchHit, SearchResults } from '../lib/search.js';

/**
 * The result list: a listbox of groups (the site's sections), each option a link to a
 * section. Only the first `shown` options are rendered; the list grows as the reader
 * scrolls or moves down, so a query matching thousands of sections stays quick.
 */
export function SearchResultList({
  id,
  label,
  results,
  active,
  follow,
  shown,
  hidden,
  listRef,
  onMore,
  onChoose,
}: {
  id: string;
  label: string;
  results: SearchResults;
  active: number;
  /** Scroll the active option into view (after a move by keyboard; new results start at the top). */
  follow: boolean;
  shown: number;
  hidden: boolean;
  listRef: RefObject<HTMLDivElement>;
  onMore: () => void;
  onChoose: () => void;
}) {
  const activeRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (follow && !hidden) activeRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [active, follow, hidden]);

  // Near the end of what is rendered (or all of it fits): render more.
  const nearEnd = (list: HTMLElement) => shown < results.count && list.scrollTop + list.clientHeight > list.scrollHeight - 200;
  useEffect(() => {
    if (!hidden && listRef.current && nearEnd(listRef.current)) onMore();
  });

  let position = 0;
  const groups = [];
  for (const [groupIndex, group] of results.groups.entries()) {
    if (position >= shown) break;
    const hits = group.hits.slice(0, shown - position);
    const first = position;
    position += hits.length;
    const labelId = `${id}-group-${groupIndex}`;
    groups.push(
      <ul key={group.label} role="group" aria-labelledby={labelId} className="search-group">
        <li role="presentation" id={labelId} className="search-group-label">
          {group.label}
        </li>
        {hits.map((hit, offset) => {
          const index = first + offset;
          return (
            <SearchOption
              key={hit.key}
              hit={hit}
              id={`${id}-hit-${index}`}
              active={index === active}
              activeRef={index === active ? activeRef : undefined}
              onChoose={onChoose}
            />
          );
        })}
      </ul>,
    );
  }

  return (
    <div
      id={`${id}-results`}
      ref={listRef}
      className="search-results"
      role="listbox"
      aria-label={label}
      hidden={hidden}
      onScroll={(event) => {
        if (nearEnd(event.currentTarget)) onMore();
      }}
    >
      {groups}
    </div>
  );
}

function SearchOption({
  hit,
  id,
  active,
  activeRef,
  onChoose,
}: {
  hit: SearchHit;
  id: string;
  active: boolean;
  activeRef?: RefObject<HTMLAnchorElement>;
  onChoose: () => void;
}) {
  const text = excerpt(hit.text, hit.terms);
  return (
    <li role="presentation" className={`search-hit${active ? ' active' : ''}`}>
      {/* The link is the option itself: a link inside an option would be a control inside a control. */}
      <a
        ref={activeRef}
        href={hit.href}
        id={id}
        role="option"
        aria-selected={active}
        tabIndex={-1}
        // Keep focus in the input so the click is not lost to onBlur closing the list.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onChoose}
      >
        <span className="search-hit-title">
          <Marked segments={highlight(hit.title, hit.terms)} />
          {hit.heading && (
            <>
              <span className="search-hit-separator" aria-hidden="true">
                {' › '}
              </span>
              <span className="search-hit-heading">
                <Marked segments={highlight(hit.heading, hit.terms)} />
              </span>
            </>
          )}
        </span>
        {text.length > 0 && (
          <span className="search-hit-excerpt">
            <Marked segments={text} />
          </span>
        )}
      </a>
    </li>
  );
}

function Marked({ segments }: { segments: Segment[] }) {
  return <>{segments.map((segment, index) => (segment.mark ? <mark key={index}>{segment.text}</mark> : segment.text))}</>;
}
