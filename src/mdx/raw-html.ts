import type { Root } from 'hast';
import { visit } from 'unist-util-visit';

/**
 * HTML that docgen's plugins produce as strings (widget islands, highlighted code kept as
 * HTML) cannot go through MDX's JSX: React would re-serialise it, and an island must
 * reach the browser exactly as it was rendered. Each string becomes a token in the page's
 * text, which React writes as it is, and the token is swapped back after rendering. The
 * nonce keeps tokens from matching anything an author wrote.
 */
export class RawHtmlStore {
  readonly #values: string[] = [];
  readonly #nonce = Math.random().toString(36).slice(2, 10);

  /** A token that stands for `html` in the page's text. */
  token(html: string): string {
    this.#values.push(html);
    return `docgenraw${this.#nonce}x${this.#values.length - 1}x`;
  }

  /** The rendered page with every token replaced by its HTML. */
  restore(html: string): string {
    const pattern = new RegExp(`docgenraw${this.#nonce}x(\\d+)x`, 'g');
    return html.replace(pattern, (_, index: string) => this.#values[Number(index)] ?? '');
  }
}

/** A rehype plugin: raw HTML nodes become tokens of `store` (MDX cannot compile raw nodes). */
export function rehypeRawTokens(store: RawHtmlStore) {
  return () => (tree: Root) => {
    visit(tree, 'raw', (node, index, parent) => {
      if (!parent || index === undefined) return;
      parent.children[index] = { type: 'text', value: store.token(node.value) };
    });
  };
}
