// The edit page's data: the project as the form holds it, for its owner (PRO) or an Admin only.
// Same rules as PUT (src/lib/projects/authorize.server.ts), so the page never shows a form the API
// would refuse.
import { db as defaultDb, type Db } from '@/lib/db/client.server';
import { loadProjectForChange, type Actor } from '@/lib/projects/authorize.server';
import { notFound } from '@/lib/http/app-error';
import { loadProjectDto, type ProjectDto } from '@/lib/projects/project-dto.server';

export async function loadProjectForEdit({
  actor,
  projectId,
  db = defaultDb(),
}: {
  actor: Actor;
  projectId: number;
  db?: Db;
}): Promise<ProjectDto> {
  return db.transaction(async (tx) => {
    await loadProjectForChange(tx, projectId, actor, { needsPro: true });
    const dto = await loadProjectDto(tx, projectId);
    if (!dto) throw notFound();
    return dto;
  });
}

/**
 * The DTO split for the form island: its editable values (read-only fields left out, an empty
 * location as "not given") and the images it starts the photo list with.
 */
export function toFormInitial(dto: ProjectDto) {
  const {
    images,
    owner: _owner,
    id: _id,
    seoProjectCode: _code,
    seoProjectUrl: _url,
    viewCount: _views,
    saveCount: _saves,
    createdAt: _created,
    updatedAt: _updated,
    location,
    ...fields
  } = dto;
  return { initial: { ...fields, ...(location ? { location } : {}) }, images };
}
