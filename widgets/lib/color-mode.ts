import { useCallback, useEffect, useState } from 'react';
import { createStorageSlot } from './storage.js';
import { HTML_ATTRIBUTES, STORAGE_KEYS } from './keys.js';

export type ColorMode = 'light' | 'dark';

export interface ColorModeConfig {
  defaultMode: ColorMode;
  disableSwitch: boolean;
  respectPrefersColorScheme: boolean;
}

/**
 * The mode to show: a stored choice wins (unless switching is disabled), then the
 * system preference when the site respects it, then the default.
 */
export function resolveColorMode(
  config: ColorModeConfig,
  stored: string | null | undefined,
  systemPrefersDark: boolean | undefined,
): ColorMode {
  // Self-contained: the inline head script embeds this function's source.
  if (!config.disableSwitch && (stored === 'light' || stored === 'dark')) return stored;
  if (config.respectPrefersColorScheme && systemPrefersDark !== undefined) return systemPrefersDark ? 'dark' : 'light';
  return config.defaultMode;
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

function apply(mode: ColorMode): void {
  document.documentElement.setAttribute(HTML_ATTRIBUTES.theme, mode);
}

/**
 * The colour-mode engine. The first render returns the default mode, exactly as on the
 * server; the mode the inline head script already applied is read in an effect. Follows
 * the system preference (when nothing is stored and the site respects it) and other tabs.
 * Printing can flip `prefers-color-scheme` in some browsers: such changes are ignored.
 */
export function useColorMode(config: ColorModeConfig): { mode: ColorMode; toggle: () => void } {
  const [mode, setMode] = useState<ColorMode>(config.defaultMode);

  useEffect(() => {
    const slot = createStorageSlot(STORAGE_KEYS.theme);
    const media = window.matchMedia(DARK_QUERY);
    const sync = () => {
      const next = resolveColorMode(config, slot.get(), media.matches);
      apply(next);
      setMode(next);
    };
    sync();
    const onSystemChange = () => {
      if (window.matchMedia('print').matches) return;
      sync();
    };
    media.addEventListener('change', onSystemChange);
    const stopListening = slot.listen(sync);
    return () => {
      media.removeEventListener('change', onSystemChange);
      stopListening();
    };
  }, [config.defaultMode, config.disableSwitch, config.respectPrefersColorScheme]);

  const toggle = useCallback(() => {
    const next: ColorMode = mode === 'dark' ? 'light' : 'dark';
    createStorageSlot(STORAGE_KEYS.theme).set(next);
    apply(next);
    setMode(next);
  }, [mode]);

  return { mode, toggle };
}
