import { Island } from '../src/islands/island.js';
import { ASSISTANT_LINKS } from '../src/llms/assistant-links.js';
import { PAGE_MENU_MESSAGES } from '../widgets/message-keys.js';
import type { PageMenuWidgetProps } from '../widgets/types.js';
import { useMessages, usePageContext } from './site-context.js';

/**
 * The page menu beside a page's title (the `page-menu` widget), on a page that has a
 * markdown twin when the site shows the menu (`llms.pageMenu`): copy the twin, view it,
 * or open it in ChatGPT or Claude. Nothing on other pages.
 */
export function PageMenu() {
  const { twin } = usePageContext();
  const messages = useMessages();
  if (!twin) return null;
  const prompt = encodeURIComponent(messages.format('pageMenu.prompt', { url: twin.pageUrl }));
  const props: PageMenuWidgetProps = {
    markdownHref: twin.markdownHref,
    chatGptHref: `${ASSISTANT_LINKS.chatGpt}${prompt}`,
    claudeHref: `${ASSISTANT_LINKS.claude}${prompt}`,
    messages: messages.pick(PAGE_MENU_MESSAGES),
  };
  return <Island<PageMenuWidgetProps> name="page-menu" props={props} />;
}
