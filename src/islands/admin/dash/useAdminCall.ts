// The admin moderation islands' one call: sends the request, shows the server's translated error as a
// toast, and answers whether it succeeded; `busy` covers the request so a button cannot be pressed twice.
import { useState } from 'react';
import type { TFunction } from 'i18next';
import type { Lang } from '@/lib/i18n/languages';
import { callApi, type ApiRequest } from '@/islands/common/api';
import { notifyError } from '@/lib/ui/notify';

export function useAdminCall(t: TFunction, lang: Lang) {
  const [busy, setBusy] = useState(false);
  async function run<T>(path: string, req: ApiRequest): Promise<{ data: T } | null> {
    setBusy(true);
    const r = await callApi<T>(path, { ...req, lang });
    setBusy(false);
    if (!r.ok) {
      notifyError(t, r.message ?? undefined);
      return null;
    }
    return { data: r.data };
  }
  return { busy, run };
}
