import { createRequiredContext } from '../lib/context.js';
import type { ColorMode } from '../lib/color-mode.js';
import type { Words } from '../lib/messages.js';
import type { NavbarMessageKey } from '../message-keys.js';
import type { WidgetAddress } from '../types.js';

export interface NavbarContextValue {
  search?: { indexHref: string } & WidgetAddress;
  colorMode: { mode: ColorMode; toggle: () => void; switchable: boolean };
  menu: { open: boolean; toggle: () => void; close: () => void };
  words: Words<NavbarMessageKey>;
}

export const { Context: NavbarContext, use: useNavbarContext } = createRequiredContext<NavbarContextValue>(
  'NavbarProvider',
  'useNavbarContext',
);
