import type { ReactNode } from 'react';

/** A section heading with its direct-link anchor, like the headings of guides. */
export function Heading({ level, id, children, text }: { level: 2 | 3; id: string; children: ReactNode; text: string }) {
  const Tag = level === 2 ? 'h2' : 'h3';
  const label = `Direct link to ${text}`;
  return (
    <Tag id={id}>
      {children}
      <a href={`#${id}`} className="hash-link" aria-label={label} title={label}>
        #
      </a>
    </Tag>
  );
}
