// A signed-in account's saved searches (POST/GET/PUT/DELETE /api/saved-searches,
// docs/saved-searches.md): at most MAX_SAVED_SEARCHES each, a query the list's filter schema
// accepts, someone else's is 404. Their counts are the list's own (capped) counts.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { db as defaultDb, type Db } from '@/lib/db/client.server';
import { accounts, projectActivations, projects, savedSearches } from '@/lib/db/schema';
import { conflict, invalidInput, notFound } from '@/lib/http/app-error';
import { translate } from '@/lib/i18n/i18n';
import type { Lang } from '@/lib/i18n/languages';
import { countProjects, countProjectsWhere } from '@/lib/projects/read/list-projects.server';
import { telegramEnabled } from '@/lib/telegram';
import {
  MAX_SAVED_SEARCHES,
  NAME_MAX,
  parseSavedQuery,
  SAVED_SEARCH_ERRORS,
  type Channel,
  type CreateSavedSearch,
  type Frequency,
  type SearchFilters,
  type UpdateSavedSearch,
} from './saved-search.schema';

export type SavedSearchDto = {
  id: number;
  query: string;
  name: string;
  frequency: Frequency;
  channels: Channel[];
  paused: boolean;
  /** public projects matching now (the list's count, capped: `matchCapped` past it) */
  matchCount: number;
  matchCapped?: true;
  /** of those, the ones that became active since the owner last opened the results */
  newCount: number;
  lastVisitedAt: string;
  createdAt: string;
  /** the results: /projects with the query */
  url: string;
};

type Row = typeof savedSearches.$inferSelect;

/** The filters of a stored query (valid when stored; a filter dropped since makes it match less). */
export function filtersOf(query: string): SearchFilters {
  const parsed = parseSavedQuery(query);
  if (parsed.ok) return parsed.filters;
  // Stored before a filter value was retired: what remains of it still parses leniently.
  const kept = new URLSearchParams(query);
  for (const f of Object.keys(parsed.fields)) kept.delete(f.replace(/^query\./, ''));
  const again = parseSavedQuery(kept.toString());
  return again.ok ? again.filters : (parseSavedQuery('') as { filters: SearchFilters }).filters;
}

export function resultsUrl(query: string): string {
  return query ? `/projects?${query}` : '/projects';
}

function checkQuery(raw: string) {
  const parsed = parseSavedQuery(raw);
  if (!parsed.ok) throw invalidInput(parsed.fields);
  return parsed;
}

function checkChannels(channels: Channel[] | undefined) {
  // The Telegram channel is offered while the bot is configured (channels/telegram.server.ts, which
  // imports this module for its stop button: so the bot's setting is read here, not through it).
  if (channels?.includes('telegram') && !telegramEnabled())
    throw invalidInput({ channels: SAVED_SEARCH_ERRORS.telegramOff });
}

function defaultName(filters: SearchFilters, lang: Lang): string {
  const base = filters.Search ?? translate(lang, 'savedSearches:defaultName');
  return base.slice(0, NAME_MAX);
}

async function toDto(row: Row): Promise<SavedSearchDto> {
  const filters = filtersOf(row.query);
  const since = row.lastVisitedAt.toISOString();
  const [now, fresh] = await Promise.all([
    countProjects(filters),
    countProjectsWhere(
      filters,
      sql`exists (select 1 from ${projectActivations} where ${projectActivations.projectId} = ${projects.id} and ${projectActivations.activatedAt} > ${since}::timestamptz)`,
    ),
  ]);
  return {
    id: row.id,
    query: row.query,
    name: row.name,
    frequency: row.frequency,
    channels: row.channels,
    paused: row.paused,
    matchCount: now.totalCount,
    ...(now.capped ? { matchCapped: true as const } : {}),
    newCount: fresh.totalCount,
    lastVisitedAt: row.lastVisitedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    url: resultsUrl(row.query),
  };
}

export async function createSavedSearch(
  accountId: number,
  input: CreateSavedSearch,
  lang: Lang,
): Promise<SavedSearchDto> {
  const parsed = checkQuery(input.query);
  checkChannels(input.channels);
  const row = await defaultDb().transaction(async (tx) => {
    // The account row's lock orders concurrent saves of one account: the count below is exact.
    await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .for('update');
    const [n] = await tx
      .select({ n: count() })
      .from(savedSearches)
      .where(eq(savedSearches.accountId, accountId));
    if ((n?.n ?? 0) >= MAX_SAVED_SEARCHES) throw conflict(SAVED_SEARCH_ERRORS.tooMany);
    const [created] = await tx
      .insert(savedSearches)
      .values({
        accountId,
        name: input.name || defaultName(parsed.filters, lang),
        query: parsed.query,
        frequency: input.frequency,
        channels: input.channels,
      })
      .returning();
    return created!;
  });
  return toDto(row);
}

export async function listSavedSearches(accountId: number): Promise<SavedSearchDto[]> {
  const rows = await defaultDb()
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.accountId, accountId))
    .orderBy(desc(savedSearches.id));
  return Promise.all(rows.map(toDto));
}

async function ownRow(accountId: number, id: number): Promise<Row> {
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  const [row] = await defaultDb()
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.accountId, accountId)));
  if (!row) throw notFound();
  return row;
}

export async function getSavedSearch(accountId: number, id: number): Promise<SavedSearchDto> {
  return toDto(await ownRow(accountId, id));
}

export async function updateSavedSearch(
  accountId: number,
  id: number,
  input: UpdateSavedSearch & { visited?: boolean },
): Promise<SavedSearchDto> {
  const before = await ownRow(accountId, id);
  const query = input.query === undefined ? undefined : checkQuery(input.query).query;
  checkChannels(input.channels);
  const [row] = await defaultDb()
    .update(savedSearches)
    .set({
      ...(query !== undefined ? { query } : {}),
      ...(input.name ? { name: input.name } : {}),
      ...(input.frequency ? { frequency: input.frequency } : {}),
      ...(input.channels ? { channels: input.channels } : {}),
      ...(input.paused !== undefined ? { paused: input.paused } : {}),
      ...(input.visited ? { lastVisitedAt: sql`now()` } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(savedSearches.id, before.id), eq(savedSearches.accountId, accountId)))
    .returning();
  if (!row) throw notFound();
  return toDto(row);
}

export async function deleteSavedSearch(accountId: number, id: number): Promise<void> {
  const gone = await defaultDb()
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.accountId, accountId)))
    .returning({ id: savedSearches.id });
  if (gone.length === 0) throw notFound();
}

/** "Open the results": the owner's visit, from which "new since your last visit" counts. */
export async function visitSavedSearch(accountId: number, id: number): Promise<string> {
  const row = await ownRow(accountId, id);
  await defaultDb()
    .update(savedSearches)
    .set({ lastVisitedAt: sql`now()` })
    .where(eq(savedSearches.id, row.id));
  return resultsUrl(row.query);
}

/**
 * Pauses one saved search of one account: the Telegram bot's "stop this search" button calls it
 * with the chat's bound account. Returns the search's name, or null when that account has no such
 * search (someone else's id stays untouched).
 */
export async function pauseSavedSearchForAccount(
  db: Db,
  accountId: number,
  savedSearchId: number,
): Promise<{ name: string } | null> {
  if (!Number.isSafeInteger(savedSearchId) || savedSearchId <= 0) return null;
  const [row] = await db
    .update(savedSearches)
    .set({ paused: true, updatedAt: sql`now()` })
    .where(and(eq(savedSearches.id, savedSearchId), eq(savedSearches.accountId, accountId)))
    .returning({ name: savedSearches.name });
  return row ?? null;
}
