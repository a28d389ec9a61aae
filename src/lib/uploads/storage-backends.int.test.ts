// What happens to uploaded files through the real endpoints and use cases, on both storage
// backends: the local folder (DATA_DIR/uploads) and an S3 bucket (tests/helpers/s3.ts). Uploading
// stores every variant, /media/ streams it back, and deleting a photo, a project or an avatar, or
// sweeping unattached uploads, deletes the files or objects — and nothing else.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { APIContext } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '@tests/helpers/call';
import { bucketKeys, createTestBucket, stopTestS3 } from '@tests/helpers/s3';
import { fileForm, jpeg, makeActor, makeOwnedProject } from '@tests/factories/pro';
import { POST as uploadRoute } from '@/pages/api/project-images';
import { DELETE as deleteRoute } from '@/pages/api/projects/[id]/index';
import { DELETE as deleteImageRoute } from '@/pages/api/projects/[id]/images/[imageId]';
import { GET as mediaRoute } from '@/pages/media/[...path]';
import { setPhoto } from '@/lib/accounts/photo.server';
import type { SessionAccount } from '@/lib/auth/session.server';
import { config } from '@/lib/config.server';
import { db } from '@/lib/db/client.server';
import { projectImages, type ImageVariant } from '@/lib/db/schema';
import { sweepOrphanImages } from '@/lib/projects/write/project-images.sweep.server';
import { keyOfMediaUrl, variantPath } from './media-key';
import { LocalFolderStorage, S3Storage, setStorage, type FileStorage } from './storage.server';

afterAll(async () => {
  setStorage(undefined);
  await stopTestS3();
});

/** A backend, and the keys it holds seen from outside the interface (the folder or the bucket). */
type Backend = { store: FileStorage; keys: () => Promise<string[]> };
const backends: { name: string; make: () => Promise<Backend> }[] = [
  {
    name: 'local folder',
    make: async () => {
      const root = path.join(config().dataDir, 'uploads');
      const keys = async () =>
        fs.existsSync(root)
          ? fs
              .readdirSync(root, { recursive: true, encoding: 'utf8' })
              .map((f) => f.split(path.sep).join('/'))
          : [];
      return { store: new LocalFolderStorage(root), keys };
    },
  },
  {
    name: 'S3 bucket',
    make: async () => {
      const settings = await createTestBucket();
      return { store: new S3Storage(settings), keys: () => bucketKeys(settings) };
    },
  },
];

const media = (p: string) =>
  mediaRoute({
    params: { path: p.slice('/media/'.length) },
    request: new Request(`http://localhost${p}`),
  } as unknown as APIContext) as Promise<Response>;

describe.each(backends)('uploaded files on the $name', ({ make }) => {
  let store: FileStorage;
  let listed: () => Promise<string[]>;
  let pro: SessionAccount;
  beforeAll(async () => {
    ({ store, keys: listed } = await make());
    setStorage(store);
    pro = await makeActor('pro');
  });

  const exists = async (variants: ImageVariant[]) =>
    Promise.all(variants.map(async (v) => (await store.read(keyOfMediaUrl(v.path)!)) !== null));

  it('an upload stores every variant, and /media/ streams it back', async () => {
    const up = await call(uploadRoute, '/api/project-images', {
      method: 'POST',
      formData: fileForm(await jpeg()),
      account: pro,
      lang: 'en',
    });
    expect(up.status).toBe(201);
    const variants = up.json.variants as ImageVariant[];
    expect(await exists(variants)).not.toContain(false);
    const keys = await listed();
    for (const v of variants) expect(keys).toContain(keyOfMediaUrl(v.path));
    for (const v of variants) {
      const res = await media(v.path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(`image/${v.format}`);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes).toEqual(await store.read(keyOfMediaUrl(v.path)!));
    }
  });

  it('deleting a photo of a project deletes its files and keeps the others', async () => {
    const project = await makeOwnedProject(pro, {}, 2);
    const [gone, kept] = project.images;
    const res = await call(deleteImageRoute, `/api/projects/${project.id}/images/${gone!.id}`, {
      method: 'DELETE',
      account: pro,
      params: { id: String(project.id), imageId: String(gone!.id) },
    });
    expect(res.status).toBe(204);
    expect(await exists(gone!.variants)).not.toContain(true);
    expect(await exists(kept!.variants)).not.toContain(false);
    expect((await media(gone!.variants[0]!.path)).status).toBe(404);
  });

  it('deleting a project deletes the files of all its photos', async () => {
    const project = await makeOwnedProject(pro, {}, 2);
    const variants = project.images.flatMap((i) => i.variants);
    expect(await exists(variants)).not.toContain(false);
    const res = await call(deleteRoute, `/api/projects/${project.id}`, {
      method: 'DELETE',
      account: pro,
      params: { id: String(project.id) },
    });
    expect(res.status).toBe(204);
    expect(await exists(variants)).not.toContain(true);
  });

  it('a new profile photo deletes the files of the old one', async () => {
    const first = await setPhoto(pro.id, await jpeg(400, 400));
    const second = await setPhoto(pro.id, await jpeg(400, 400));
    const at = (p: string) =>
      [96, 192, 384].flatMap((w) => (['avif', 'webp'] as const).map((f) => variantPath(p, w, f)));
    const asVariants = (p: string) => at(p).map((path) => ({ path }) as ImageVariant);
    expect(await exists(asVariants(first.imagePath))).not.toContain(true);
    expect(await exists(asVariants(second.imagePath))).not.toContain(false);
  });

  it('the sweep deletes unattached uploads older than a day, rows and files, and nothing else', async () => {
    const upload = async () =>
      (
        await call(uploadRoute, '/api/project-images', {
          method: 'POST',
          formData: fileForm(await jpeg()),
          account: pro,
          lang: 'en',
        })
      ).json as { id: number; variants: ImageVariant[] };
    const old = await upload();
    const recent = await upload();
    const attached = await makeOwnedProject(pro, {}, 1);
    await db()
      .update(projectImages)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(projectImages.id, old.id));
    await db()
      .update(projectImages)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(projectImages.id, attached.imageIds[0]!));
    expect(await sweepOrphanImages()).toBeGreaterThanOrEqual(1);
    expect(await exists(old.variants)).not.toContain(true);
    expect(await exists(recent.variants)).not.toContain(false);
    expect(await exists(attached.images[0]!.variants)).not.toContain(false);
    const keys = await listed();
    for (const v of old.variants) expect(keys).not.toContain(keyOfMediaUrl(v.path));
    for (const v of recent.variants) expect(keys).toContain(keyOfMediaUrl(v.path));
  });
});
