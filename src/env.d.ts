/// <reference types="astro/client" />
import type { TFunction } from 'i18next';
import type { Lang } from './lib/i18n/languages';
import type { SessionAccount } from './lib/auth/session.server';
import type { RequestClient } from './lib/platform/forwarded';

declare global {
  namespace App {
    interface Locals {
      lang: Lang;
      t: TFunction;
      account: SessionAccount | null;
      sessionId: number | null;
      /** the raw session token of this request (cookie or Bearer), for sign-out */
      sessionToken: string | null;
      /** address, protocol and host of the client (TRUST_PROXY rules), set by the middleware;
       *  read it through requestClient() (src/lib/platform/request-client.server.ts) */
      client?: RequestClient;
      /** set by src/server/serve.ts: the raw path had a `.`/`..` segment (src/lib/http/raw-path.ts) */
      dotSegmentPath?: boolean;
      /** set by src/server/serve.ts (X-Request-Id), else by the middleware: in error logs and the 500 page */
      requestId?: string;
      /** set by the first ToastHost of the page: the Toasts island is mounted once */
      toastHost?: boolean;
      /** set by the project page: the project it showed, whose view the middleware counts after the
       *  page (also when the page cache serves it again) */
      projectViewed?: { id: number; ownerAccountId: number } | undefined;
      /** set by src/server/warm-up.server.ts for the server's requests to itself after it starts:
       *  read from scratch, kept nowhere, no view counted */
      warmingUp?: boolean;
    }
  }
}
export {};
