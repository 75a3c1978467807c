import type { ReactNode } from 'react';
import { useMessages } from '../site-context.js';

/** A section heading with its direct-link anchor, like the headings of guides. */
export function Heading({ level, id, children, text }: { level: 2 | 3; id: string; children: ReactNode; text: string }) {
  const Tag = level === 2 ? 'h2' : 'h3';
  const label = useMessages().format('heading.link', { heading: text });
  return (
    <Tag id={id}>
      {children}
      <a href={`#${id}`} className="hash-link" aria-label={label} title={label}>
        #
      </a>
    </Tag>
  );
}

/** A section of an API page under its level-2 heading with a direct link. */
export function ApiSection({ section, children }: { section: { id: string; title: string }; children: ReactNode }) {
  return (
    <section className="api-section">
      <Heading level={2} id={section.id} text={section.title}>
        {section.title}
      </Heading>
      {children}
    </section>
  );
}
