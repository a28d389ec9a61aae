// What the bot does when a person presses an inline button of one of its messages. A button's
// callback data is `<prefix>:<arg>`; other domains register a handler per prefix (the saved
// searches' "stop this search" is one) and answer with the text Telegram shows the person. The
// registry lives on globalThis: the server entry and the Astro bundle may each load this module,
// and a handler registered by one must be found by the webhook in the other.

export type TelegramCallbackHandler = (args: {
  accountId: string;
  arg: string;
  locale: string;
}) => Promise<string>;

const KEY = Symbol.for('quruvchi.telegram.callbacks');
type Registry = Map<string, TelegramCallbackHandler>;
const registry = ((globalThis as Record<symbol, unknown>)[KEY] ??= new Map()) as Registry;

/** A prefix is a short name: it and its argument share the 64 bytes Telegram allows. */
export const CALLBACK_PREFIX = /^[a-z][a-z0-9-]{0,31}$/;

/** Registers (or replaces) the handler of `prefix`. */
export function onTelegramCallback(prefix: string, handler: TelegramCallbackHandler): void {
  if (!CALLBACK_PREFIX.test(prefix)) throw new Error(`bad Telegram callback prefix: ${prefix}`);
  registry.set(prefix, handler);
}

/** The handler for a button's data, with its argument; null for data no handler claims. */
export function callbackFor(
  data: string,
): { handler: TelegramCallbackHandler; arg: string } | null {
  const colon = data.indexOf(':');
  const prefix = colon < 0 ? data : data.slice(0, colon);
  const handler = registry.get(prefix);
  return handler ? { handler, arg: colon < 0 ? '' : data.slice(colon + 1) } : null;
}
