// PUT /api/projects/{id}: the whole project is replaced by the form's values, images included
// (imageIds in order: kept, reordered, newly attached; the rest deleted). One transaction: a
// failure anywhere leaves the project exactly as it was, and only after the commit are the files
// of dropped images removed.
import { eq, sql } from 'drizzle-orm';
import { db as defaultDb, type Db } from '@/lib/db/client.server';
import { projects } from '@/lib/db/schema';
import { removeImage, type FileStorage } from '@/lib/uploads/storage.server';
import { loadProjectForChange, requireActor, type Actor } from '@/lib/projects/authorize.server';
import { parseWith } from '@/lib/http/validate';
import {
  checkReferencesAndBuildSearchText,
  projectColumns,
  replaceFeatures,
  setProjectImages,
} from './project-write.server';
import { noteActivation } from './activation.server';
import { loadProjectDto, type ProjectDto } from '@/lib/projects/project-dto.server';
import { projectFormSchema } from '@/lib/projects/project-form.schema';

export async function updateProject({
  actor,
  projectId,
  body,
  db = defaultDb(),
  store,
}: {
  actor: Actor | null;
  projectId: number;
  body: unknown;
  db?: Db;
  store?: FileStorage;
}): Promise<ProjectDto> {
  const owner = requireActor(actor);
  const { dto, dropped } = await db.transaction(async (tx) => {
    // Authorisation before validation: someone else's project answers 403/404 whatever the body.
    const before = await loadProjectForChange(tx, projectId, owner, { needsPro: true });
    const input = parseWith(projectFormSchema, body);
    const searchText = await checkReferencesAndBuildSearchText(tx, input);
    await tx
      .update(projects)
      .set({ ...projectColumns(input), searchText, updatedAt: sql`now()` })
      .where(eq(projects.id, projectId));
    await replaceFeatures(tx, projectId, input.features);
    await noteActivation(tx, projectId, before.isActive, input.isActive);
    const droppedImages = await setProjectImages(tx, projectId, input.imageIds, owner);
    return { dto: (await loadProjectDto(tx, projectId))!, dropped: droppedImages };
  });
  for (const variants of dropped) await removeImage(variants, store);
  return dto;
}
