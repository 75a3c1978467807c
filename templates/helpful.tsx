import { Island } from '../src/islands/island.js';
import { HELPFUL_MESSAGES } from '../widgets/message-keys.js';
import type { HelpfulWidgetProps } from '../widgets/types.js';
import { useHref, useMessages, usePageContext } from './site-context.js';

/** "Was this page helpful?" (the `helpful` widget) at the end of a doc page, when the site asks for it (`helpful`). */
export function Helpful() {
  const { helpful } = usePageContext();
  const messages = useMessages();
  const href = useHref();
  if (!helpful) return null;
  const props: HelpfulWidgetProps = {
    ...(helpful.url ? { url: helpful.url.startsWith('/') ? href(helpful.url) : helpful.url } : {}),
    analytics: helpful.analytics,
    category: helpful.category,
    messages: messages.pick(HELPFUL_MESSAGES),
  };
  return <Island<HelpfulWidgetProps> name="helpful" props={props} />;
}
