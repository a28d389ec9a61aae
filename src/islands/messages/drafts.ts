// Unsent replies, one per conversation, in the tab's sessionStorage: a draft
// outlives leaving the conversation, going to another page, a reload and a language switch, and is
// gone once sent or emptied, or when the tab is closed. The key names the account as well as the
// conversation (both participants share its id), so whoever signs in next in the same tab is never
// offered the previous account's words. Without storage (private modes, full) a draft simply lives
// as long as the box.
const PREFIX = 'msg-draft:';

/** The storage key of `me`'s draft in conversation `conversationId`. */
export const draftKey = (me: number, conversationId: number) => `${PREFIX}${me}:${conversationId}`;

export function loadDraft(key: string): string {
  try {
    return sessionStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

/** Keeps `text` under `key`; blank text removes the draft. */
export function storeDraft(key: string, text: string): void {
  try {
    if (text.trim()) sessionStorage.setItem(key, text);
    else sessionStorage.removeItem(key);
  } catch {
    // No storage: the draft stays in the box only.
  }
}
