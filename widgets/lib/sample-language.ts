import { STORAGE_KEYS } from './keys.js';
import { readTabValue, writeTabValue } from './storage.js';

const SAMPLE_TABS = '.api-code-samples input.api-tab-input';

/**
 * The code-sample tabs of API pages are radio buttons that work without JavaScript. The
 * language a reader picks is kept for the tab's session and chosen again on the next
 * page that offers it.
 */
export function applyStoredSampleLanguage(): void {
  const stored = readTabValue(STORAGE_KEYS.sampleLanguage);
  if (!stored) return;
  const inputs = [...document.querySelectorAll<HTMLInputElement>(SAMPLE_TABS)];
  const groups = new Set(inputs.map((input) => input.name));
  for (const group of groups) {
    const choice = inputs.find((input) => input.name === group && input.value === stored);
    if (choice) choice.checked = true;
  }
}

/** Remembers the language whenever the reader picks a sample tab; returns the unsubscribe function. */
export function rememberSampleLanguage(): () => void {
  const onChange = (event: Event) => {
    const input = event.target as HTMLInputElement;
    if (input.matches?.(SAMPLE_TABS)) writeTabValue(STORAGE_KEYS.sampleLanguage, input.value);
  };
  document.addEventListener('change', onChange);
  return () => document.removeEventListener('change', onChange);
}
