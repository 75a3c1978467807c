import { useResolvedAnchors } from './description-anchors.js';
import { Fragment } from 'react';

/** An HTTP method as a coloured badge (the sidebar uses the same classes). */
export function MethodBadge({ method }: { method: string }) {
  return <span className={`method-badge method-${method.toLowerCase()}`}>{method.toUpperCase()}</span>;
}

/** Text of a URL with line-break opportunities after each `/` and `.`, for narrow columns. */
export function BreakableUrl({ text }: { text: string }) {
  const parts = text.split(/(?<=[./])(?!\/)/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/**
 * `/pets/{petId}` with the path parameters set off; a long path breaks after a `/` or `.`
 * and before a `{`, never inside a word.
 */
export function PathText({ path }: { path: string }) {
  const parts = path.split(/(\{[^}]+\})/g).filter(Boolean);
  return (
    <span className="api-path">
      {parts.map((part, index) =>
        part.startsWith('{') ? (
          <Fragment key={index}>
            {index > 0 && <wbr />}
            <span className="api-path-param">{part}</span>
          </Fragment>
        ) : (
          <BreakableUrl key={index} text={part} />
        ),
      )}
    </span>
  );
}

/** Trusted HTML made at build time (sanitised markdown, highlighted code). */
export function Html({ html, className, as: Tag = 'div' }: { html?: string; className?: string; as?: 'div' | 'span' }) {
  const resolveAnchors = useResolvedAnchors();
  if (!html) return null;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: resolveAnchors(html) }} />;
}
