import type { ComponentType } from 'react';
import type { HydrateTrigger } from '../src/islands/types.js';
import QrCode, { parseQrCodeProps } from './qr-code.js';

/**
 * Every widget the engine ships. A widget is a React component in its own file
 * (default export, JSON-serialisable props, no Node APIs); the client bundle gets one
 * chunk per entry here. `directive` makes it usable from markdown (`::name{...}`).
 */
export interface WidgetDefinition {
  /** Stable name: the widget's file name in widgets/ without extension. */
  name: string;
  // Props differ per widget; each file types its own.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  component: ComponentType<any>;
  hydrate: HydrateTrigger;
  directive?: string;
  /** Checks and completes props given by authors in markdown; throws with a message. */
  parseProps?: (props: Record<string, unknown>) => Record<string, unknown>;
}

export const widgetDefinitions: readonly WidgetDefinition[] = [
  { name: 'qr-code', component: QrCode, hydrate: 'visible', directive: 'qrcode', parseProps: parseQrCodeProps },
];

export function findWidget(name: string): WidgetDefinition | undefined {
  return widgetDefinitions.find((definition) => definition.name === name);
}
