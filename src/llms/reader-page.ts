import type { LlmsLink } from './llms-txt.js';

/** A page for AI readers: its markdown twin and what llms.txt says of it. */
export interface ReaderPage {
  /** The page as markdown, complete without the site around it (links are absolute). */
  markdown: string;
  /** Its section in llms.txt (default: the page's search section, else its sidebar's label). */
  section?: string;
  /** Its one-line description in llms.txt (default: the head's description, else the page's first sentence). */
  description?: string;
  /** Links for llms.txt's `Optional` section (an API document to download). */
  optional?: LlmsLink[];
}
