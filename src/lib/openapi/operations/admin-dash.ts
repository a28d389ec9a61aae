// OpenAPI operations of the admin dashboard and moderation (docs/api.md "Admin"): statistics, the
// audit log, featuring/hiding projects, deleting reviews, closing conversation reports. Every write
// is rate-limited per admin and written to the audit log.
import { answer, type Operation } from '@/lib/openapi/document';
import { AdminStatsSchema, AuditLogSchema } from '@/lib/openapi/responses/admin';
import { ClosedReportSchema } from '@/lib/openapi/responses/messages';
import { ProjectDetailSchema } from '@/lib/openapi/responses/projects';
import { AuditQuerySchema } from '@/lib/admin/dash/audit-list.server';
import { StatsQuerySchema } from '@/lib/admin/dash/stats.server';
import { AdminProjectPatchSchema, CloseReportSchema } from '@/lib/admin/dash/moderation.server';

const adminOnly = { '401': 'Not signed in', '403': 'Not an Admin' };
const limited = { '429': 'Too many admin writes a minute' };

export const adminDashOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/admin/stats',
    tags: ['admin'],
    summary:
      'Totals and per-day counts for the last Days (7, 30 or 90; default 30) days, days in Uzbekistan time; days without rows are 0',
    query: StatsQuerySchema,
    auth: true,
    responses: {
      '200': answer(
        '{ accounts { total, byRole { User, Agent, Agency, Admin } }, projects { total, active }, reviews, messages, pendingReports, signUpsByDay [{ date, count }], projectsByDay [{ date, count }] }',
        AdminStatsSchema,
      ),
      '400': 'Invalid Days',
      ...adminOnly,
    },
  },
  {
    method: 'get',
    path: '/api/admin/audit-log',
    tags: ['admin'],
    summary: 'The audit log, newest first',
    query: AuditQuerySchema,
    auth: true,
    responses: {
      '200': answer(
        'Paged items { id, at, actor { id, fullName } (null when the account was deleted), action, entity, entityId, details { changes { field: { before, after } }, … } }',
        AuditLogSchema,
      ),
      '400': 'Invalid query',
      ...adminOnly,
    },
  },
  {
    method: 'patch',
    path: '/api/admin/projects/{id}',
    tags: ['admin'],
    summary:
      'Features or un-features, shows or hides a project, or gives (promotedUntil) or ends (null) its promotion by hand (audited; visitors see it at once)',
    body: AdminProjectPatchSchema,
    auth: true,
    responses: {
      '200': answer(
        'The project, as GET /api/projects/{id} answers it to an Admin',
        ProjectDetailSchema,
      ),
      '400': 'Invalid body',
      ...adminOnly,
      '404': 'No such project',
      ...limited,
    },
  },
  {
    method: 'delete',
    path: '/api/admin/reviews/{id}',
    tags: ['admin'],
    summary: "Deletes a review; the project owner's ratings are recomputed (audited)",
    auth: true,
    responses: { '204': 'Deleted', ...adminOnly, '404': 'No such review', ...limited },
  },
  {
    method: 'patch',
    path: '/api/admin/conversation-reports/{id}',
    tags: ['admin'],
    summary: 'Closes a conversation report (audited; closing a closed report changes nothing)',
    body: CloseReportSchema,
    auth: true,
    responses: {
      '200': answer('{ id, status: closed, closedAt }', ClosedReportSchema),
      '400': 'Invalid body',
      ...adminOnly,
      '404': 'No such report',
      ...limited,
    },
  },
];
