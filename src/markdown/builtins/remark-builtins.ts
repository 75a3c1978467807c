import type { Preset } from 'unified';
import type { VFile } from 'vfile';
import { remarkBlocks } from './remark-blocks.js';
import { remarkCards } from './remark-cards.js';
import { remarkTabs } from './remark-tabs.js';

/**
 * The built-in components as directives: tabs (an island), cards and link cards, steps,
 * details and badges (plain HTML). Each turns its directives into elements (`data.hName`),
 * which the widget directives then leave alone.
 */
export function builtinComponents(options: {
  renderWidget: (widget: string, props: Record<string, unknown>, file: VFile) => string;
}): Preset {
  return { plugins: [[remarkTabs, options], remarkCards, remarkBlocks] };
}

/** Directives whose text after the name is a title (`:::details More`), like an admonition's. */
export const TITLED_BUILTINS = ['details'] as const;
