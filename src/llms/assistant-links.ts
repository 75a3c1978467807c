/**
 * The AI assistants the page menu opens a page in: each address takes the prompt (which
 * names the page's absolute URL) URL-encoded after it.
 */
export const ASSISTANT_LINKS = {
  chatGpt: 'https://chatgpt.com/?q=',
  claude: 'https://claude.ai/new?q=',
} as const;

/** A link that opens an AI assistant with a prompt: a conversation to start, not a page to check. */
export function isAssistantLink(url: string): boolean {
  return Object.values(ASSISTANT_LINKS).some((start) => url.startsWith(start));
}
