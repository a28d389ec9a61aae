// OpenAPI operations of the project catalog's write side: create, edit, delete, status,
// images, my projects. Bodies are the same zod schemas the endpoints parse with.
import { z } from 'zod';
import { answer, type Operation } from '@/lib/openapi/document';
import {
  MyProjectsSchema,
  ProjectImageSchema,
  ProjectStatusSchema,
  ProjectWrittenSchema,
} from '@/lib/openapi/responses/projects';
import { projectFormSchema, projectStatusSchema } from '@/lib/projects/project-form.schema';
import { MyProjectsQuerySchema } from '@/lib/projects/read/my-projects.server';

const FileBody = z.object({
  file: z.string().meta({
    format: 'binary',
    description: 'JPEG, PNG, WebP or HEIC, at most 15 MB and 40 megapixels',
  }),
});
const bad = { '400': 'Invalid body (fields name the wrong ones)' };
const who = {
  '401': 'Not signed in',
  '403': "Not PRO/Admin, or someone else's active project",
  '404': "No such project, or someone else's inactive one",
};
const image =
  'Image { id, width, height, variants: [{ width, format, path }] } (AVIF and WebP at 320, 640, 1280, 1920)';

export const projectsWriteOperations: Operation[] = [
  {
    method: 'post',
    path: '/api/projects',
    tags: ['projects'],
    summary:
      'Create a project (PRO or Admin); imageIds are uploads from /api/project-images, first = cover',
    body: projectFormSchema,
    auth: true,
    responses: {
      '201': answer('The project', ProjectWrittenSchema),
      ...bad,
      '401': who['401'],
      '403': 'Not PRO (or Admin)',
    },
  },
  {
    method: 'put',
    path: '/api/projects/{id}',
    tags: ['projects'],
    summary:
      'Replace a project (owner with PRO, or Admin); imageIds in order: kept, attached, the rest deleted',
    body: projectFormSchema,
    auth: true,
    responses: { '200': answer('The project', ProjectWrittenSchema), ...bad, ...who },
  },
  {
    method: 'delete',
    path: '/api/projects/{id}',
    tags: ['projects'],
    summary: 'Delete a project and its image files (owner or Admin)',
    auth: true,
    responses: { '204': 'Deleted', ...who },
  },
  {
    method: 'patch',
    path: '/api/projects/{id}/status',
    tags: ['projects'],
    summary: 'Show or hide a project (owner or Admin)',
    body: projectStatusSchema,
    auth: true,
    responses: { '200': answer('{ id, isActive }', ProjectStatusSchema), ...bad, ...who },
  },
  {
    method: 'post',
    path: '/api/projects/{id}/images',
    tags: ['projects'],
    summary: 'Append an image to a project (owner with PRO, or Admin; at most 20)',
    body: FileBody,
    bodyType: 'multipart',
    auth: true,
    responses: {
      '201': answer(image, ProjectImageSchema),
      ...bad,
      '413': 'File over 15 MB',
      ...who,
    },
  },
  {
    method: 'delete',
    path: '/api/projects/{id}/images/{imageId}',
    tags: ['projects'],
    summary: 'Delete one image of a project (not its last one)',
    auth: true,
    responses: { '204': 'Deleted', '400': 'The last image', ...who },
  },
  {
    method: 'post',
    path: '/api/project-images',
    tags: ['projects'],
    summary:
      'Upload an image before its project exists (PRO or Admin); attach it with imageIds within a day',
    body: FileBody,
    bodyType: 'multipart',
    auth: true,
    responses: {
      '201': answer(image, ProjectImageSchema),
      ...bad,
      '401': who['401'],
      '403': 'Not PRO (or Admin)',
      '413': 'File over 15 MB',
      '429': 'Too many unattached uploads',
    },
  },
  {
    method: 'get',
    path: '/api/my-projects',
    tags: ['projects'],
    summary: "The caller's projects, active and inactive, with views, saves, reviews and the cover",
    query: MyProjectsQuerySchema,
    auth: true,
    responses: {
      '200': answer('Paged { items, metaData }', MyProjectsSchema),
      '401': who['401'],
      ...bad,
    },
  },
];
