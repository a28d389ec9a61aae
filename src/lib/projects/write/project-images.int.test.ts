// Project image uploads through the real endpoints and storage: what is refused, what is stored
// (variants at 320/640/960/1280/1920 without EXIF/GPS) and that deleting removes the files.
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { call } from '@tests/helpers/call';
import {
  fileForm,
  jpeg,
  makeActor,
  makeOwnedProject,
  validProjectBody,
} from '@tests/factories/pro';
import { POST as uploadRoute } from '@/pages/api/project-images';
import { POST as createRoute } from '@/pages/api/projects/index';
import { DELETE as deleteRoute, PUT as putRoute } from '@/pages/api/projects/[id]/index';
import { DELETE as deleteImageRoute } from '@/pages/api/projects/[id]/images/[imageId]';
import { db } from '@/lib/db/client.server';
import { projectImages, type ImageVariant } from '@/lib/db/schema';
import { keyOfMediaUrl } from '@/lib/uploads/media-key';
import { MAX_UPLOAD_BYTES } from '@/lib/uploads/process-image.server';
import { storage } from '@/lib/uploads/storage.server';
import type { SessionAccount } from '@/lib/auth/session.server';
import { sweepOrphanImages } from './project-images.sweep.server';

let pro: SessionAccount;
beforeAll(async () => {
  pro = await makeActor('pro');
});

const upload = (form: FormData, account: SessionAccount | null = pro) =>
  call(uploadRoute, '/api/project-images', { method: 'POST', formData: form, account, lang: 'en' });

async function filesExist(variants: ImageVariant[]): Promise<boolean[]> {
  return Promise.all(
    variants.map(async (v) => (await storage().read(keyOfMediaUrl(v.path)!)) !== null),
  );
}

/** A tiny PNG whose header claims width × height (IHDR CRC fixed): a decompression bomb. */
async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('POST /api/project-images refuses what is not a safe image, with a clear 4xx', () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
  it.each([
    ['an SVG', Buffer.from(svg), 'drawing.svg', 'image/svg+xml', 400],
    [
      'an HTML file renamed .jpg',
      Buffer.from('<!doctype html><script>alert(document.cookie)</script>'),
      'photo.jpg',
      'image/jpeg',
      400,
    ],
    [
      'a bad magic number',
      Buffer.concat([Buffer.from('JFIF'), Buffer.alloc(5000, 7)]),
      'photo.jpg',
      'image/jpeg',
      400,
    ],
    [
      'a JPEG header followed by garbage',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(3000, 0x41)]),
      'a.jpg',
      'image/jpeg',
      400,
    ],
  ])('refuses %s', async (_name, bytes, fileName, type, status) => {
    const before = await db().select().from(projectImages);
    const r = await upload(fileForm(bytes, fileName, type));
    expect(r.status).toBe(status);
    expect(r.json.error.fields.file).toEqual(expect.any(String));
    expect(await db().select().from(projectImages)).toHaveLength(before.length);
  });

  it('refuses a decompression bomb (20000×20000 declared in 100 bytes)', async () => {
    const r = await upload(fileForm(await pngDeclaring(20_000, 20_000), 'bomb.png', 'image/png'));
    expect(r.status).toBe(400);
    expect(r.json.error.fields.file).toBe('The image is too large: 40 megapixels at most');
  });

  it('refuses a file over 15 MB with 413 before decoding it', async () => {
    const huge = Buffer.alloc(MAX_UPLOAD_BYTES + 1);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    const r = await upload(fileForm(huge));
    expect(r.status).toBe(413);
    expect(r.json.error.fields.file).toBe('The file is too large: 15 MB at most');
  });

  it('refuses a request without a file, and a non-multipart body', async () => {
    expect((await upload(new FormData())).status).toBe(400);
    const response = await call(uploadRoute, '/api/project-images', {
      method: 'POST',
      body: { file: 'x' },
      account: pro,
    });
    expect(response.status).toBe(400);
  });

  it('refuses accounts without PRO (403) and anonymous callers (401)', async () => {
    expect((await upload(fileForm(await jpeg()), await makeActor('user'))).status).toBe(403);
    expect((await upload(fileForm(await jpeg()), null)).status).toBe(401);
  });
});

describe('a stored project image', () => {
  it('has AVIF and WebP variants at 320/640/960/1280/1920 and no EXIF or GPS left in any file', async () => {
    const photo = await jpeg(2400, 1600, { gps: true });
    expect((await sharp(photo).metadata()).exif).toBeDefined(); // the fixture really carries GPS
    const response = await upload(fileForm(photo, 'IMG_0001.jpg'));
    expect(response.status).toBe(201);
    const variants = response.json.variants as ImageVariant[];
    expect(variants.map((v) => `${v.format}${v.width}`).sort()).toEqual([
      'avif1280',
      'avif1920',
      'avif320',
      'avif640',
      'avif960',
      'webp1280',
      'webp1920',
      'webp320',
      'webp640',
      'webp960',
    ]);
    for (const v of variants) {
      expect(v.path).not.toContain('IMG_0001'); // a server-made name, never the client's
      const file = await storage().read(keyOfMediaUrl(v.path)!);
      expect(file).not.toBeNull();
      const meta = await sharp(file!).metadata();
      expect(meta.exif).toBeUndefined();
      // (no raw 'GPS' byte search: three bytes occur by chance in compressed image data)
      expect(file!.includes(Buffer.from('TestPhone'))).toBe(false);
    }
    const [row] = await db()
      .select()
      .from(projectImages)
      .where(eq(projectImages.id, response.json.id));
    expect(row!.projectId).toBeNull();
    expect(row!.uploaderAccountId).toBe(pro.id);
  }, 60_000);
});

describe('image files leave storage with their rows', () => {
  it('DELETE /api/projects/{id} removes every image file of the project', async () => {
    const project = await makeOwnedProject(pro, {}, 2);
    const variants = project.images.flatMap((i) => i.variants);
    expect(await filesExist(variants)).not.toContain(false);
    const response = await call(deleteRoute, `/api/projects/${project.id}`, {
      method: 'DELETE',
      account: pro,
      params: { id: String(project.id) },
    });
    expect(response.status).toBe(204);
    expect(await filesExist(variants)).not.toContain(true);
    expect(
      await db().select().from(projectImages).where(eq(projectImages.projectId, project.id)),
    ).toHaveLength(0);
  });

  it('DELETE /api/projects/{id}/images/{imageId} and an update that drops an image remove its files', async () => {
    const project = await makeOwnedProject(pro, {}, 3);
    const [firstImage, secondImage, thirdImage] = project.images;
    const response = await call(
      deleteImageRoute,
      `/api/projects/${project.id}/images/${firstImage!.id}`,
      {
        method: 'DELETE',
        account: pro,
        params: { id: String(project.id), imageId: String(firstImage!.id) },
      },
    );
    expect(response.status).toBe(204);
    expect(await filesExist(firstImage!.variants)).not.toContain(true);
    const put = await call(putRoute, `/api/projects/${project.id}`, {
      method: 'PUT',
      account: pro,
      params: { id: String(project.id) },
      body: { ...project, imageIds: [thirdImage!.id] },
    });
    expect(put.status).toBe(200);
    expect(await filesExist(secondImage!.variants)).not.toContain(true);
    expect(await filesExist(thirdImage!.variants)).not.toContain(false);
  });

  it('a failed create keeps the uploads and their files for the next try', async () => {
    const up = await upload(fileForm(await jpeg()));
    const response = await call(createRoute, '/api/projects', {
      method: 'POST',
      account: pro,
      body: { ...(await validProjectBody({ imageIds: [up.json.id] })), gdprConsent: false },
    });
    expect(response.status).toBe(400);
    expect(await filesExist(up.json.variants)).not.toContain(false);
  });

  it('sweepOrphanImages removes unattached uploads older than a day, rows and files, and nothing else', async () => {
    const old = await upload(fileForm(await jpeg()));
    const recent = await upload(fileForm(await jpeg()));
    const attached = await makeOwnedProject(pro, {}, 1);
    await db()
      .update(projectImages)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(projectImages.id, old.json.id));
    await db()
      .update(projectImages)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(projectImages.id, attached.imageIds[0]!));
    const n = await sweepOrphanImages();
    expect(n).toBeGreaterThanOrEqual(1);
    expect(
      await db().select().from(projectImages).where(eq(projectImages.id, old.json.id)),
    ).toHaveLength(0);
    expect(await filesExist(old.json.variants)).not.toContain(true);
    expect(
      await db().select().from(projectImages).where(eq(projectImages.id, recent.json.id)),
    ).toHaveLength(1);
    expect(
      await db().select().from(projectImages).where(eq(projectImages.id, attached.imageIds[0]!)),
    ).toHaveLength(1);
  });
});
