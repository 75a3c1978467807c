import type { HistoryEntry } from './types.js';

/** How many requests of an operation a tab keeps. */
export const HISTORY_LENGTH = 5;

/** The sessionStorage key of an operation's history (this tab only). */
export const historyKey = (service: string, method: string, path: string) => `docgen.api-history.${service}.${method} ${path}`;

/** The history with a new request first, at most HISTORY_LENGTH long. */
export function addToHistory(history: readonly HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  return [entry, ...history].slice(0, HISTORY_LENGTH);
}

/** Parses a stored history; anything unreadable is an empty one. */
export function parseHistory(text: string | null): HistoryEntry[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value)
      ? value
          .filter((entry): entry is HistoryEntry => typeof entry?.url === 'string' && typeof entry?.method === 'string')
          .slice(0, HISTORY_LENGTH)
      : [];
  } catch {
    return [];
  }
}
