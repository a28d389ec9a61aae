// Factories for the project write side: accounts of each kind as the session would present them,
// real images (sharp-made JPEGs, one with EXIF GPS), a valid project body and projects created
// through the real createProject use case.
import crypto from 'node:crypto';
import sharp from 'sharp';
import { asc, eq } from 'drizzle-orm';
import { db } from '@/lib/db/client.server';
import { accounts, categories, districts, regions } from '@/lib/db/schema';
import type { SessionAccount } from '@/lib/auth/session.server';
import { createProject } from '@/lib/projects/write/create-project.server';
import { uploadPendingImage } from '@/lib/projects/write/project-images.server';
import type { ProjectFormInput } from '@/lib/projects/project-form.schema';
import { uniquePhone } from '@/lib/accounts/testing/fixtures';

type Kind = 'pro' | 'user' | 'admin' | 'lapsedPro';

/** An account row (no password anyone knows: these tests never sign in) and its session view. */
export async function makeActor(
  kind: Kind = 'pro',
  fullName = `Test ${kind} ${crypto.randomBytes(3).toString('hex')}`,
): Promise<SessionAccount> {
  const isPro = kind === 'pro' || kind === 'lapsedPro';
  const proUntil =
    kind === 'pro'
      ? new Date(Date.now() + 30 * 86400_000)
      : kind === 'lapsedPro'
        ? new Date(Date.now() - 86400_000)
        : null;
  const [row] = await db()
    .insert(accounts)
    .values({
      phone: uniquePhone('+99899'),
      passwordHash: 'not-a-hash',
      fullName,
      role: kind === 'admin' ? 'Admin' : kind === 'user' ? 'User' : 'Agent',
      isVerified: true,
      isPro,
      proSince: isPro ? new Date() : null,
      proUntil,
    })
    .returning();
  // As readSession computes it: PRO counts only until proUntil.
  const proActive = isPro && (!proUntil || proUntil > new Date());
  return {
    id: row!.id,
    fullName: row!.fullName,
    role: row!.role,
    isPro: proActive,
    proUntil,
    photoPath: null,
    agentId: null,
    agencyId: null,
  };
}

/** A photo-like JPEG (noise survives compression, so variants are realistic in size). */
export async function jpeg(
  width = 800,
  height = 600,
  opts: { gps?: boolean } = {},
): Promise<Buffer> {
  let img = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#7a8a6a',
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  }).jpeg({ quality: 80 });
  if (opts.gps) {
    img = img.withExif({
      IFD0: { Make: 'TestPhone', Model: 'GPS-1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '41/1 18/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '69/1 16/1 0/1',
      },
    });
  }
  return img.toBuffer();
}

export function fileForm(buffer: Buffer, name = 'photo.jpg', type = 'image/jpeg'): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(buffer)], { type }), name);
  return form;
}

/** Uploaded, unattached images of `actor` (through the real use case). */
export async function uploadImages(actor: SessionAccount, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++)
    ids.push((await uploadPendingImage({ actor, buffer: await jpeg(400, 300) })).id);
  return ids;
}

/** The first region and one of its districts. */
export async function firstRegionAndDistrict() {
  const [region] = await db().select().from(regions).orderBy(asc(regions.id)).limit(1);
  const [district] = await db()
    .select()
    .from(districts)
    .where(eq(districts.regionId, region!.id))
    .limit(1);
  return { region: region!, district: district! };
}

export async function referenceIds() {
  const [category] = await db()
    .select()
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.id))
    .limit(1);
  const { region, district } = await firstRegionAndDistrict();
  const [otherDistrict] = await db()
    .select()
    .from(districts)
    .where(eq(districts.regionId, region.id + 1))
    .limit(1);
  return {
    categoryId: category!.id,
    regionId: region.id,
    districtId: district.id,
    otherRegionDistrictId: otherDistrict!.id,
  };
}

/** A body POST /api/projects accepts, before imageIds. */
export async function validProjectBody(
  overrides: Partial<ProjectFormInput> = {},
): Promise<ProjectFormInput> {
  const ref = await referenceIds();
  return {
    title: 'Ikki qavatli zamonaviy uy',
    description: 'Keng yashash xonasi, terrasa va garaj.',
    status: 'sale',
    propertyType: 'house',
    price: 450_000_000,
    isNegotiable: false,
    categoryId: ref.categoryId,
    regionId: ref.regionId,
    districtId: ref.districtId,
    address: 'Chilonzor 5',
    area: 180,
    totalArea: 220,
    length: 12,
    width: 10,
    bedrooms: 4,
    bathrooms: 2,
    rooms: 6,
    storeys: 'two',
    wallMaterial: 'brick',
    style: 'modern',
    foundation: 'strip',
    flooring: 'monolithic',
    features: ['terrace', 'parking'],
    contactName: 'Aziz Karimov',
    contactPhone: '+998 90 123 45 67',
    gdprConsent: true,
    imageIds: [],
    ...overrides,
  };
}

/** A project created through createProject with `images` fresh uploads. */
export async function makeOwnedProject(
  owner: SessionAccount,
  overrides: Partial<ProjectFormInput> = {},
  images = 2,
) {
  const imageIds = await uploadImages(owner, images);
  return createProject({ actor: owner, body: await validProjectBody({ imageIds, ...overrides }) });
}
