// OpenAPI operations of the project catalog's read side: list, featured, detail, reviews,
// selected projects. The write side lists its own operations separately.
import { answer, type Operation } from '@/lib/openapi/document';
import {
  ProjectCardsSchema,
  ProjectDetailSchema,
  ProjectListSchema,
  ProjectMapSchema,
  ReviewSchema,
  ReviewsSchema,
  SelectedCardsSchema,
  SelectionSchema,
} from '@/lib/openapi/responses/projects';
import {
  FeaturedQuerySchema,
  ProjectFiltersSchema,
  ProjectLangQuerySchema,
  ProjectMapQuerySchema,
  SelectedQuerySchema,
} from '@/lib/projects/project-filters.schema';
import { ReviewBodySchema, ReviewsQuerySchema } from '@/lib/projects/reviews.schema';

const bad = { '400': 'Invalid query or body (fields name the wrong parameters)' };

export const projectsReadOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/projects',
    tags: ['projects'],
    summary: 'Active projects as paged cards, with every filter and sort',
    query: ProjectFiltersSchema,
    responses: {
      '200': answer(
        'Paged cards { items, metaData: { totalCount, pageNumber, pageSize, totalCapped?, nextCursor } }; ' +
          'totals are counted up to 10,000 (totalCapped: true beyond); After=<nextCursor> reads the ' +
          'next page at any depth (keyset); PageNumber past the deepest page (5,000 rows) answers 400',
        ProjectListSchema,
      ),
      ...bad,
    },
  },
  {
    method: 'get',
    path: '/api/projects/map',
    tags: ['projects'],
    summary:
      'What a map draws for a box (Bbox=minLng,minLat,maxLng,maxLat) at a zoom (0–20), with every filter of the list',
    query: ProjectMapQuerySchema,
    responses: {
      '200': answer(
        '{ clusters: [{ lng, lat, count }], points: [{ id, lng, lat, title, price, isNegotiable, url, image }] }: ' +
          'grid cells of 64 px at that zoom, a cell of one project is a point (at most 200 points, the rest ' +
          'as clusters of 1); the counts add up to the matching projects in the box',
        ProjectMapSchema,
      ),
      '400':
        'Invalid query: Bbox missing, not four numbers, out of range, reversed, or too large for the zoom; Zoom outside 0–20; or a bad filter',
    },
  },
  {
    method: 'get',
    path: '/api/projects/featured',
    tags: ['projects'],
    summary: 'Featured projects (Admin-flagged, topped up with the most popular)',
    query: FeaturedQuerySchema,
    responses: { '200': answer('Cards', ProjectCardsSchema), ...bad },
  },
  {
    method: 'get',
    path: '/api/projects/{id}',
    tags: ['projects'],
    summary:
      'Project detail with images, features, reviewCount, isSelected (inactive: owner and Admin only)',
    query: ProjectLangQuerySchema,
    responses: {
      '200': answer('Project detail', ProjectDetailSchema),
      '404': 'No such project, or inactive and not yours',
      ...bad,
    },
  },
  {
    method: 'get',
    path: '/api/projects/{id}/reviews',
    tags: ['projects'],
    summary: 'Reviews of a project, newest first',
    query: ReviewsQuerySchema,
    responses: { '200': answer('Paged reviews', ReviewsSchema), '404': 'No such project', ...bad },
  },
  {
    method: 'put',
    path: '/api/projects/{id}/reviews/mine',
    tags: ['projects'],
    summary:
      "Create or update the caller's review (one per account and project); rating: 1–5 stars, null clears, absent keeps",
    body: ReviewBodySchema,
    auth: true,
    responses: {
      '200': answer('Updated', ReviewSchema),
      '201': answer('Created', ReviewSchema),
      '401': 'Not signed in',
      '404': 'No such project',
      ...bad,
    },
  },
  {
    method: 'delete',
    path: '/api/projects/{id}/reviews/mine',
    tags: ['projects'],
    summary: "Delete the caller's review",
    auth: true,
    responses: { '204': 'Deleted', '401': 'Not signed in', '404': 'No review or no such project' },
  },
  {
    method: 'get',
    path: '/api/selected-projects',
    tags: ['projects'],
    summary: "The caller's selected projects as paged cards",
    query: SelectedQuerySchema,
    auth: true,
    responses: {
      '200': answer('Paged cards', SelectedCardsSchema),
      '401': 'Not signed in',
      ...bad,
    },
  },
  {
    method: 'put',
    path: '/api/selected-projects/{projectId}',
    tags: ['projects'],
    summary: 'Add a project to the selected list (idempotent)',
    auth: true,
    responses: {
      '200': answer('{ projectId, isSelected: true, changed }', SelectionSchema),
      '401': 'Not signed in',
      '404': 'No such project',
    },
  },
  {
    method: 'delete',
    path: '/api/selected-projects/{projectId}',
    tags: ['projects'],
    summary: 'Remove a project from the selected list (idempotent)',
    auth: true,
    responses: {
      '200': answer('{ projectId, isSelected: false, changed }', SelectionSchema),
      '401': 'Not signed in',
    },
  },
];
