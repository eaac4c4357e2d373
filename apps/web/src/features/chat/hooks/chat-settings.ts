import { useCallback, useSyncExternalStore } from 'react';

/** The chat switches a member sets, kept in this browser (spec §3 noticeDisabled, chatBlur). */
export interface ChatSettings {
  /** Messages in step with the video (on by default). */
  sync: boolean;
  /** The message list blurred (against spoilers). */
  blur: boolean;
  /** Operator notices hidden. */
  hideNotices: boolean;
}

export const CHAT_SETTINGS_KEY = 'kickoff.chat';
export const DEFAULT_CHAT_SETTINGS: ChatSettings = { sync: true, blur: false, hideNotices: false };

/** The stored switches, each falling back to its default when missing or unreadable. */
export function readChatSettings(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): ChatSettings {
  try {
    const raw = JSON.parse(storage?.getItem(CHAT_SETTINGS_KEY) ?? 'null') as Partial<ChatSettings> | null;
    const pick = (key: keyof ChatSettings) =>
      typeof raw?.[key] === 'boolean' ? (raw[key] as boolean) : DEFAULT_CHAT_SETTINGS[key];
    return { sync: pick('sync'), blur: pick('blur'), hideNotices: pick('hideNotices') };
  } catch {
    return DEFAULT_CHAT_SETTINGS;
  }
}

let current: ChatSettings | null = null;
const listeners = new Set<() => void>();
const get = () => {
  current ??= readChatSettings();
  return current;
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The switches and a setter that keeps them (every chat panel of this tab follows). */
export function useChatSettings(): [ChatSettings, (change: Partial<ChatSettings>) => void] {
  const settings = useSyncExternalStore(subscribe, get, get);
  const update = useCallback((change: Partial<ChatSettings>) => {
    current = { ...get(), ...change };
    try {
      localStorage.setItem(CHAT_SETTINGS_KEY, JSON.stringify(current));
    } catch {
      // not kept, but switched for this visit
    }
    for (const listener of [...listeners]) listener();
  }, []);
  return [settings, update];
}

/** Tests: forget what was read. */
export function resetChatSettings(): void {
  current = null;
}
