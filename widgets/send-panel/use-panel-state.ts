import { useEffect, useRef, useState } from 'react';
import { createStorageSlot, readTabValue, writeTabValue } from '../lib/storage.js';
import { NO_AUTH } from './auth-section.js';
import { credentialKey, type Credentials } from './credentials.js';
import { addToHistory, historyKey, parseHistory } from './history.js';
import { defaultChoice, parseRemembered, rememberChoice, restoreChoice, serverStorageKey, type ServerChoice } from './remembered-server.js';
import type { HistoryEntry, SendPanelProps } from './types.js';

/**
 * The server choice, remembered per service in localStorage (across pages and reloads).
 * Restored after hydration: the server cannot know what the browser remembered.
 */
export function useServerChoice(props: Pick<SendPanelProps, 'service' | 'servers'>) {
  const [choice, setChoice] = useState<ServerChoice>(() => defaultChoice(props.servers));
  const restored = useRef(false);
  useEffect(() => {
    const slot = createStorageSlot(serverStorageKey(props.service));
    setChoice(restoreChoice(props.servers, parseRemembered(slot.get())));
    restored.current = true;
  }, [props.service, props.servers]);
  const update = (next: Partial<ServerChoice>) =>
    setChoice((current) => {
      const merged = { ...current, ...next };
      if (restored.current) {
        const slot = createStorageSlot(serverStorageKey(props.service));
        slot.set(JSON.stringify(rememberChoice(props.servers, merged, parseRemembered(slot.get()))));
      }
      return merged;
    });
  return [choice, update] as const;
}

/** The chosen security alternative and the secrets, kept per scheme in sessionStorage (this tab only). */
export function useCredentials(auth: SendPanelProps['auth']) {
  const [optionIndex, setOptionIndex] = useState(auth?.options.length ? 0 : NO_AUTH);
  const [credentials, setCredentials] = useState<Credentials>({});
  useEffect(() => {
    const keys = new Set(auth?.options.flat().map((scheme) => scheme.key));
    setCredentials(Object.fromEntries([...keys].map((key) => [key, readTabValue(credentialKey(key))])));
  }, [auth]);
  const setCredential = (schemeKey: string, value: string) => {
    setCredentials((current) => ({ ...current, [schemeKey]: value }));
    writeTabValue(credentialKey(schemeKey), value);
  };
  const schemes = optionIndex === NO_AUTH ? [] : (auth?.options[optionIndex] ?? []);
  return { optionIndex, setOptionIndex, credentials, setCredential, schemes };
}

/** This tab's last requests of the operation (sessionStorage). */
export function useHistory(props: Pick<SendPanelProps, 'service' | 'method' | 'path'>) {
  const key = historyKey(props.service, props.method, props.path);
  const [history, setHistory] = useState<HistoryEntry[]>([]);
  useEffect(() => setHistory(parseHistory(createStorageSlot(key, 'sessionStorage').get())), [key]);
  const remember = (entry: HistoryEntry) =>
    setHistory((current) => {
      const next = addToHistory(current, entry);
      createStorageSlot(key, 'sessionStorage').set(JSON.stringify(next));
      return next;
    });
  return [history, remember] as const;
}
