// Demo accounts: agencies with company profiles, agents (some working for an agency), ordinary
// users, and a few invitations / join requests still waiting for an answer.
import { eq } from 'drizzle-orm';
import {
  accounts,
  accountServices,
  agencies,
  agencyServices,
  agents,
  agentServices,
  enrollments,
  socialLinks,
} from '@/lib/db/schema';
import { slugify } from '@/lib/i18n/slug';
import type { SavedImage } from '@/lib/uploads/storage.server';
import { imagePathOf } from '@/lib/uploads/media-key';
import { demoEmail, demoPhone, serviceIds, type DemoContext } from './context.server';
import { AGENCIES, AGENTS, SPECIALISTS, USERS, agencyAbout, agentAbout } from './people';
import type { Owner } from './projects';

const DAY = 86_400_000;

export type SeededPeople = {
  owners: Owner[];
  userIds: number[];
  counts: { agencies: number; agents: number; users: number };
};

function proDates(ctx: DemoContext, pro: boolean) {
  if (!pro) return { isPro: false, proSince: null, proUntil: null };
  const proSince = new Date(ctx.now.getTime() - ctx.rng.int(20, 300) * DAY);
  return { isPro: true, proSince, proUntil: new Date(proSince.getTime() + 365 * DAY) };
}

function socials(ctx: DemoContext, accountId: number, handle: string) {
  const h = `quruvchi_demo_${handle}`;
  const all = [
    { network: 'telegram' as const, url: `https://t.me/${h}` },
    { network: 'instagram' as const, url: `https://instagram.com/${h}` },
    { network: 'facebook' as const, url: `https://facebook.com/${h}` },
    { network: 'linkedIn' as const, url: `https://linkedin.com/in/${h.replace(/_/g, '-')}` },
  ];
  return all.slice(0, ctx.rng.int(1, 4)).map((s) => ({ accountId, ...s }));
}

export async function seedProfessionals(
  ctx: DemoContext,
  photos: { logos: SavedImage[]; avatars: SavedImage[] },
): Promise<SeededPeople> {
  const { tx, rng } = ctx;
  const owners: Owner[] = [];
  const agencyIds: number[] = [];

  for (const [i, a] of AGENCIES.entries()) {
    const region = ctx.region(a.region);
    const district = region.districts[a.district % region.districts.length]!;
    const phone = demoPhone(ctx);
    const email = demoEmail(ctx, `info.${a.seoName.replace(/-/g, '.')}`);
    const photoPath = imagePathOf(photos.logos[i]!.variants);
    const address = `${a.lang === 'ru' ? region.nameRu : region.nameUz}, ${a.street}`;
    const about = agencyAbout(a);
    const [acc] = await tx
      .insert(accounts)
      .values({
        phone,
        email,
        passwordHash: ctx.passwordHash,
        fullName: a.companyName,
        role: 'Agency',
        isVerified: true,
        ...proDates(ctx, a.pro),
        photoPath,
        regionId: region.id,
        districtId: district.id,
        address,
        about,
        lang: a.lang,
        createdAt: new Date(ctx.now.getTime() - rng.int(300, 420) * DAY),
      })
      .returning({ id: accounts.id });
    const [agency] = await tx
      .insert(agencies)
      .values({
        accountId: acc!.id,
        seoName: a.seoName,
        companyName: a.companyName,
        tin: String(300_000_000 + ((i * 7_919_113) % 99_999_999)),
        fullAddress: address,
        directorName: a.director,
        email,
        phone,
        about,
        photoPath,
        regionId: region.id,
        districtId: district.id,
      })
      .returning({ id: agencies.id });
    agencyIds.push(agency!.id);
    const ids = serviceIds(ctx, a.services);
    await tx
      .insert(agencyServices)
      .values(ids.map((serviceId) => ({ agencyId: agency!.id, serviceId })));
    await tx
      .insert(accountServices)
      .values(ids.map((serviceId) => ({ accountId: acc!.id, serviceId })));
    await tx.insert(socialLinks).values(socials(ctx, acc!.id, a.handle));
    if (a.pro) owners.push({ accountId: acc!.id, name: a.companyName, email, phone });
  }

  const agentIds: number[] = [];
  for (const [i, g] of AGENTS.entries()) {
    const region = ctx.region(g.region);
    const district = region.districts[g.district % region.districts.length]!;
    const spec = SPECIALISTS[g.type]!;
    const slug = slugify(g.name);
    const phone = demoPhone(ctx);
    const email = demoEmail(ctx, slug.replace(/-/g, '.'));
    const photoPath = imagePathOf(photos.avatars[i]!.variants);
    const about = agentAbout(g.type, g.years, g.lang);
    const address =
      g.lang === 'ru'
        ? `${region.nameRu}, ${district.nameRu}`
        : `${region.nameUz}, ${district.nameUz}`;
    const specialistType = spec[g.lang];
    const [acc] = await tx
      .insert(accounts)
      .values({
        phone,
        email,
        passwordHash: ctx.passwordHash,
        fullName: g.name,
        role: 'Agent',
        specialistType,
        isVerified: true,
        ...proDates(ctx, g.pro),
        photoPath,
        regionId: region.id,
        districtId: district.id,
        address,
        about,
        lang: g.lang,
        createdAt: new Date(ctx.now.getTime() - rng.int(60, 400) * DAY),
      })
      .returning({ id: accounts.id });
    const [agent] = await tx
      .insert(agents)
      .values({
        accountId: acc!.id,
        agencyId: g.agency === null ? null : agencyIds[g.agency]!,
        seoName: slug,
        fullName: g.name,
        designation:
          g.years >= 12
            ? g.lang === 'ru'
              ? `Ведущий ${spec.ru.toLowerCase()}`
              : `Yetakchi ${spec.uz.toLowerCase()}`
            : specialistType,
        specialistType,
        email,
        phone,
        landLine: i % 3 === 0 ? `+99871${String(rng.int(2_000_000, 2_999_999))}` : null,
        regionId: region.id,
        districtId: district.id,
        address,
        about,
        photoPath,
        gdprConsent: true,
      })
      .returning({ id: agents.id });
    agentIds.push(agent!.id);
    const ids = serviceIds(ctx, spec.services);
    await tx
      .insert(agentServices)
      .values(ids.map((serviceId) => ({ agentId: agent!.id, serviceId })));
    await tx
      .insert(accountServices)
      .values(ids.map((serviceId) => ({ accountId: acc!.id, serviceId })));
    await tx.insert(socialLinks).values(socials(ctx, acc!.id, slug.replace(/-/g, '_')));
    if (g.pro) owners.push({ accountId: acc!.id, name: g.name, email, phone });
    if (g.agency !== null) {
      const at = new Date(ctx.now.getTime() - rng.int(30, 200) * DAY);
      await tx.insert(enrollments).values({
        agentId: agent!.id,
        agencyId: agencyIds[g.agency]!,
        type: i % 2,
        status: 'accepted',
        createdAt: at,
        respondedAt: new Date(at.getTime() + DAY),
      });
      await tx
        .update(agents)
        .set({ joinedAgencyAt: new Date(at.getTime() + DAY) })
        .where(eq(agents.id, agent!.id));
    }
  }

  // Waiting for an answer: invitations from agencies (type 1) and requests to join (type 0).
  const pending: [agent: number, agency: number, type: number][] = [
    [13, 0, 1],
    [16, 2, 1],
    [18, 4, 1],
    [14, 7, 0],
    [20, 1, 0],
  ];
  await tx.insert(enrollments).values([
    ...pending.map(([agent, agency, type]) => ({
      agentId: agentIds[agent]!,
      agencyId: agencyIds[agency]!,
      type,
      status: 'pending' as const,
      createdAt: new Date(ctx.now.getTime() - rng.int(1, 10) * DAY),
    })),
    {
      agentId: agentIds[21]!,
      agencyId: agencyIds[3]!,
      type: 0,
      status: 'declined',
      createdAt: new Date(ctx.now.getTime() - 40 * DAY),
      respondedAt: new Date(ctx.now.getTime() - 38 * DAY),
    },
  ]);

  const userIds: number[] = [];
  for (const u of USERS) {
    const region = ctx.region(u.region);
    const [acc] = await tx
      .insert(accounts)
      .values({
        phone: demoPhone(ctx),
        email: demoEmail(ctx, slugify(u.name).replace(/-/g, '.')),
        passwordHash: ctx.passwordHash,
        fullName: u.name,
        role: 'User',
        isVerified: true,
        regionId: region.id,
        lang: u.lang,
        createdAt: new Date(ctx.now.getTime() - rng.int(30, 360) * DAY),
      })
      .returning({ id: accounts.id });
    userIds.push(acc!.id);
  }
  return {
    owners,
    userIds,
    counts: { agencies: AGENCIES.length, agents: AGENTS.length, users: USERS.length },
  };
}
