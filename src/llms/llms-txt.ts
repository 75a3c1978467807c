import { inlineLink, inlineText } from './inline-markdown.js';
import type { LlmsLink } from '../core/page.js';

export interface LlmsSection {
  name: string;
  links: LlmsLink[];
}

export interface LlmsIndex {
  /** The site's name: the file's one `# heading`. */
  title: string;
  /** A short summary, as the `> blockquote` under the title. */
  summary?: string;
  /** Paragraphs of detail after the summary (markdown, no headings). */
  details?: string[];
  sections: LlmsSection[];
  /** Links a reader with little context may skip: the format's `## Optional` section. */
  optional?: LlmsLink[];
}

/**
 * An llms.txt file in the llmstxt.org format: `# Title`, `> summary`, details, then one
 * `## Section` per group of pages, each page a link with an optional one-line
 * description. Sections without links are left out. Pure.
 */
export function buildLlmsTxt(index: LlmsIndex): string {
  const blocks = [`# ${inlineText(index.title)}`];
  if (index.summary?.trim()) blocks.push(`> ${inlineText(index.summary)}`);
  for (const detail of index.details ?? []) if (detail.trim()) blocks.push(detail.trim());
  const sections = [...index.sections];
  if (index.optional?.length) sections.push({ name: 'Optional', links: index.optional });
  for (const section of sections) {
    if (!section.links.length) continue;
    blocks.push(`## ${inlineText(section.name)}\n\n${section.links.map(linkLine).join('\n')}`);
  }
  return `${blocks.join('\n\n')}\n`;
}

function linkLine(link: LlmsLink): string {
  const description = link.description && inlineText(link.description);
  return `- ${markdownLink(link.title, link.url)}${description ? `: ${description}` : ''}`;
}

/** `[text](url)`: the text shown as it is (escaped as markdown), the URL kept in one piece. */
export function markdownLink(text: string, url: string): string {
  return inlineLink(text, markdownUrl(url));
}

/** Characters that would end a markdown link destination early, percent-encoded. */
export function markdownUrl(url: string): string {
  return url.replace(/[\s()<>]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}
