// What every SMS provider takes and is: shared by sms.server.ts, which picks the provider, and each
// provider, which must not import the module that imports it.

/** `notice`: a short notice to an account (src/lib/notify/notify-account.server.ts). */
export type SmsPurpose = 'register' | 'reset' | 'changePhone' | 'notice';
export type SmsMessage = { to: string; text: string; purpose: SmsPurpose };

export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}
