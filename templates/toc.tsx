import type { TocEntry } from './types.js';
import { Island } from '../src/islands/island.js';
import { TOC_MESSAGES } from '../widgets/message-keys.js';
import type { TocWidgetProps } from '../widgets/types.js';
import { useMessages } from './site-context.js';
import { overridable } from '../src/components/overridable.js';

/** "On this page": headings of levels 2 and 3; the widget highlights the one in view. */
function BuiltinTableOfContents({ toc }: { toc: TocEntry[] }) {
  const messages = useMessages();
  if (toc.length === 0) return null;
  return <Island<TocWidgetProps> name="toc" props={{ toc, messages: messages.pick(TOC_MESSAGES) }} />;
}

/** The built-in, or the site's `components/overrides/TableOfContents` when it has one. */
export const TableOfContents = overridable('TableOfContents', BuiltinTableOfContents);
