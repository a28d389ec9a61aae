// What a conversation shows of a person and of a project. The person is shown as the public
// directories show them (an agency by its company name, an agent by its profile; both with a link),
// an ordinary user by name only. A project is shown only while the viewer may see it (public, or the
// viewer's own): a listing taken down, or hidden with its blocked owner, does not leak through an
// old message.
import { inArray, sql } from 'drizzle-orm';
import type { SessionAccount } from '@/lib/auth/session.server';
import { db } from '@/lib/db/client.server';
import { projects } from '@/lib/db/schema';
import { loadOwners } from '@/lib/projects/project-owner.server';
import { projectPath } from '@/lib/projects/project-card';
import { publicProject } from '@/lib/projects/public-project.server';
import type { Conn } from './access.server';

export type Party = {
  accountId: number;
  fullName: string;
  image: { imagePath: string } | null;
  /** The agent's or agency's public page; absent for an ordinary user. */
  url?: string;
};

export type ProjectRef = { id: number; title: string; url: string };

export async function loadParties(ids: number[], conn: Conn = db()): Promise<Map<number, Party>> {
  const owners = await loadOwners([...new Set(ids)], conn);
  const out = new Map<number, Party>();
  for (const [id, o] of owners) {
    out.set(id, {
      accountId: id,
      fullName: o.displayName,
      image: o.photo ? { imagePath: o.photo } : null,
      ...(o.profileUrl ? { url: o.profileUrl } : {}),
    });
  }
  return out;
}

/** The projects among `ids` that `viewer` may see (as on the project page: canSeeProject in public-project.server.ts). */
export async function loadProjectRefs(
  viewer: Pick<SessionAccount, 'id' | 'role'>,
  ids: (number | null)[],
  conn: Conn = db(),
): Promise<Map<number, ProjectRef>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await conn
    .select({
      id: projects.id,
      title: projects.title,
      code: projects.code,
      seoUrl: projects.seoUrl,
      isPublic: sql<boolean>`${publicProject}`,
      ownerAccountId: projects.ownerAccountId,
    })
    .from(projects)
    .where(inArray(projects.id, wanted));
  const out = new Map<number, ProjectRef>();
  for (const r of rows) {
    if (!r.isPublic && r.ownerAccountId !== viewer.id && viewer.role !== 'Admin') continue;
    out.set(r.id, { id: r.id, title: r.title, url: projectPath(r) });
  }
  return out;
}
