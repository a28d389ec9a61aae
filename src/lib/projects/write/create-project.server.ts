// POST /api/projects: a PRO account (or Admin) lists a project. One transaction writes the row, its
// features and attaches the images uploaded beforehand, so a failed save changes nothing and the
// uploads stay the uploader's, ready for the next try.
import crypto from 'node:crypto';
import { db as defaultDb, type Db } from '@/lib/db/client.server';
import { projects } from '@/lib/db/schema';
import { assertCanAddProjects, type Actor } from '@/lib/projects/authorize.server';
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

/** seoProjectCode: 7 random digits, no leading zero (it is read aloud and typed on phones). */
function newProjectCode(): string {
  return String(crypto.randomInt(1_000_000, 10_000_000));
}

const MAX_CODE_TRIES = 10;

export async function createProject({
  actor,
  body,
  db = defaultDb(),
}: {
  actor: Actor | null;
  body: unknown;
  db?: Db;
}): Promise<ProjectDto> {
  const owner = assertCanAddProjects(actor);
  const input = parseWith(projectFormSchema, body);

  const dto = await db.transaction(async (tx) => {
    const searchText = await checkReferencesAndBuildSearchText(tx, input);
    const values = { ...projectColumns(input), searchText, ownerAccountId: owner.id };
    // ON CONFLICT DO NOTHING instead of catching the unique violation: an error would abort the
    // whole transaction, a skipped insert just asks for another code.
    let id: number | undefined;
    for (let i = 0; i < MAX_CODE_TRIES && id === undefined; i++) {
      const [row] = await tx
        .insert(projects)
        .values({ ...values, code: newProjectCode() })
        .onConflictDoNothing({ target: projects.code })
        .returning({ id: projects.id });
      id = row?.id;
    }
    if (id === undefined) throw new Error('createProject: no free project code after 10 tries');
    await replaceFeatures(tx, id, input.features);
    await noteActivation(tx, id, false, values.isActive);
    await setProjectImages(tx, id, input.imageIds, owner);
    return (await loadProjectDto(tx, id))!;
  });

  return dto;
}
