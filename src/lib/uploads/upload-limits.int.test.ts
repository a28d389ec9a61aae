// Upload limits (docs/quality.md "Reliability and security"): one account sent 321 avatars in 30 s
// and slowed every visitor. Every upload endpoint now spends one upload of the account and one of
// the address (30 per 10 minutes each) before it reads the body, and answers 429 with Retry-After
// once either is used up; encodes run one slot at a time (process-image.server.ts).
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { call } from '@tests/helpers/call';
import { fileForm, makeActor, makeOwnedProject } from '@tests/factories/pro';
import { randomIp } from '@/lib/accounts/testing/fixtures';
import { tFor } from '@/lib/i18n/i18n';
import type { AppError } from '@/lib/http/app-error';
import { LIMITS } from '@/lib/rate-limit/limits';
import type { SessionAccount } from '@/lib/auth/session.server';
import { POST as pendingRoute } from '@/pages/api/project-images';
import { POST as projectImageRoute } from '@/pages/api/projects/[id]/images/index';
import { POST as photoRoute } from '@/pages/api/accounts/me/photo';
import { ENCODE_SLOTS, encodeStats } from './process-image.server';
import { reserveUpload } from './upload-limit.server';

const small = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#7a8a6a' } })
    .jpeg()
    .toBuffer();

type Endpoint = 'pending' | 'project' | 'photo';

async function upload(where: Endpoint, account: SessionAccount, ip: string, projectId?: number) {
  const opts = {
    method: 'POST',
    formData: fileForm(await small()),
    account,
    clientAddress: ip,
    lang: 'en' as const,
  };
  if (where === 'pending') return call(pendingRoute, '/api/project-images', opts);
  if (where === 'photo') return call(photoRoute, '/api/accounts/me/photo', opts);
  return call(projectImageRoute, `/api/projects/${projectId}/images`, {
    ...opts,
    params: { id: String(projectId) },
  });
}

describe('uploads per account and per address', () => {
  it('the 31st upload in ten minutes is a 429 with Retry-After, on every upload endpoint', async () => {
    expect(LIMITS.uploadsPerAccount).toEqual({ limit: 30, windowMs: 10 * 60_000 });
    expect(LIMITS.uploadsPerIp).toEqual({ limit: 30, windowMs: 10 * 60_000 });
    const a = await makeActor('pro');
    const b = await makeActor('pro');
    const ip = randomIp();
    const project = await makeOwnedProject(a, {}, 1);
    const plan: Endpoint[] = [
      ...Array<Endpoint>(10).fill('pending'),
      ...Array<Endpoint>(10).fill('project'),
      ...Array<Endpoint>(10).fill('photo'),
    ];
    for (const [i, where] of plan.entries()) {
      const r = await upload(where, a, ip, project.id);
      expect(r.status, `upload ${i + 1} (${where}): ${r.text}`).toBe(201);
    }
    for (const where of ['pending', 'project', 'photo'] as const) {
      const r = await upload(where, a, ip, project.id);
      expect(r.status).toBe(429);
      expect(r.json.error.code).toBe('rate_limited');
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(500);
      expect(Number(r.headers.get('retry-after'))).toBeLessThanOrEqual(600);
      expect(r.json.error.fields.file).toBe(tFor('en')('uploads:tooMany', { minutes: 10 }));
    }
    // Another account from the same address: the address's limit is used up too.
    expect((await upload('photo', b, ip)).status).toBe(429);
    // The same account from another address: its own limit is used up.
    expect((await upload('photo', a, randomIp())).status).toBe(429);
    // Neither: allowed.
    expect((await upload('photo', b, randomIp())).status).toBe(201);
  });

  it('a refused attempt spends nothing; the window frees a slot ten minutes after the oldest', async () => {
    const a = await makeActor('pro');
    const ip = randomIp();
    const t0 = new Date('2025-03-10T08:00:00Z');
    for (let i = 0; i < 30; i++) await reserveUpload(a.id, ip, new Date(t0.getTime() + i * 1000));
    const refused = await reserveUpload(a.id, ip, new Date(t0.getTime() + 60_000)).then(
      () => null,
      (e: unknown) => e as AppError,
    );
    expect(refused?.status).toBe(429);
    expect(refused?.retryAfterSeconds).toBe(540);
    await reserveUpload(a.id, ip, new Date(t0.getTime() + 10 * 60_000 + 1));
  });

  it('five parallel uploads are all stored, never more than ENCODE_SLOTS encoding at once', async () => {
    const a = await makeActor('pro');
    encodeStats().resetPeak();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => upload('pending', a, randomIp())),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(ENCODE_SLOTS).toBeGreaterThanOrEqual(1);
    expect(encodeStats().peakActive).toBeLessThanOrEqual(ENCODE_SLOTS);
    expect(encodeStats().peakActive).toBeGreaterThanOrEqual(1);
  });
});
