// Eskiz.uz (notify.eskiz.uz): a bearer token from POST /auth/login (valid about a month), then
// POST /message/sms/send per message. The token is kept in memory and fetched again once when the
// API answers 401 (expired or revoked), so a long-running server never needs a restart.
import type { SmsMessage, SmsProvider } from './sms-types';

export type EskizOptions = {
  baseUrl: string;
  email: string;
  password: string;
  from: string;
  timeoutMs?: number;
};

export class EskizError extends Error {}

export class EskizProvider implements SmsProvider {
  readonly name = 'eskiz';
  private token: string | null = null;

  constructor(private readonly opts: EskizOptions) {}

  private url(path: string): string {
    return `${this.opts.baseUrl.replace(/\/+$/, '')}${path}`;
  }

  private async post(
    path: string,
    form: Record<string, string>,
    token?: string,
  ): Promise<Response> {
    const body = new FormData();
    for (const [k, v] of Object.entries(form)) body.set(k, v);
    return fetch(this.url(path), {
      method: 'POST',
      body,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(this.opts.timeoutMs ?? 10_000),
    });
  }

  private async login(): Promise<string> {
    const res = await this.post('/auth/login', {
      email: this.opts.email,
      password: this.opts.password,
    });
    const data = (await res.json().catch(() => null)) as { data?: { token?: string } } | null;
    const token = data?.data?.token;
    if (!res.ok || !token) throw new EskizError(`Eskiz login failed with HTTP ${res.status}`);
    this.token = token;
    return token;
  }

  async send({ to, text }: SmsMessage): Promise<void> {
    const form = { mobile_phone: to.replace(/^\+/, ''), message: text, from: this.opts.from };
    let token = this.token ?? (await this.login());
    let res = await this.post('/message/sms/send', form, token);
    if (res.status === 401) {
      token = await this.login();
      res = await this.post('/message/sms/send', form, token);
    }
    if (!res.ok) {
      const detail = await res.text().catch(() => '');
      throw new EskizError(`Eskiz send failed with HTTP ${res.status}: ${detail.slice(0, 200)}`);
    }
  }
}
