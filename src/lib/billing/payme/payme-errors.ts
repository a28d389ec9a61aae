// Payme's JSON-RPC errors (docs/payments.md "Payme"): the code Payme acts on and the message it
// shows, in ru, uz and en, from the locale files.
import { translate } from '@/lib/i18n/i18n';

export const PAYME_ERRORS = {
  '-32504': 'auth',
  '-32700': 'parse',
  '-32600': 'request',
  '-32601': 'method',
  '-32400': 'system',
  '-31001': 'amount',
  '-31003': 'transactionNotFound',
  '-31007': 'cannotCancel',
  '-31008': 'cannotPerform',
  '-31050': 'orderNotFound',
} as const;
export type PaymeErrorCode =
  -32504 | -32700 | -32600 | -32601 | -32400 | -31001 | -31003 | -31007 | -31008 | -31050;

export type PaymeError = {
  code: number;
  message: { ru: string; uz: string; en: string };
  data?: string;
};

export function paymeError(code: PaymeErrorCode, data?: string): PaymeError {
  const key = `billing:payme.${PAYME_ERRORS[String(code) as keyof typeof PAYME_ERRORS]}`;
  return {
    code,
    message: { ru: translate('ru', key), uz: translate('uz', key), en: translate('en', key) },
    ...(data ? { data } : {}),
  };
}

/** Thrown inside a method to answer with this error; nothing the method wrote is kept. */
export class PaymeFault extends Error {
  constructor(
    public code: PaymeErrorCode,
    public data?: string,
  ) {
    super(`Payme error ${code}`);
  }
}
