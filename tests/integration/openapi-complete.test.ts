// docs/api.md: "/api/openapi.json (OpenAPI 3.1, generated from the zod schemas) must describe every
// endpoint". The route files under src/pages/api are the truth: this test walks them, reads which
// HTTP methods each exports, and asks the real /api/openapi.json handler whether every one of them
// is documented, with a non-empty zod-made schema wherever the handler reads a body or a query.
// A new endpoint without an operation in src/lib/openapi/operations fails here, not in a client.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../helpers/call';
import { GET as getOpenApi } from '@/pages/api/openapi.json';

const ROOT = path.resolve(import.meta.dirname, '../..');
const API_DIR = path.join(ROOT, 'src/pages/api');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];

type Route = { file: string; segments: string[]; path: string; methods: Method[]; text: string };

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const filePath = path.join(dir, e.name);
    if (e.isDirectory()) return walk(filePath);
    // Astro routes: .ts/.js endpoints; tests and helpers prefixed with _ are not routes.
    return /\.(ts|js|mjs)$/.test(e.name) && !/\.test\.|^_/.test(e.name) && !e.name.endsWith('.d.ts')
      ? [filePath]
      : [];
  });
}

/** src/pages/api/projects/[id]/index.ts → ['api', 'projects', '{id}']; openapi.json.ts → 'openapi.json'. */
function segmentsOf(file: string): string[] {
  const rel = path.relative(path.join(ROOT, 'src/pages'), file).split(path.sep);
  rel[rel.length - 1] = rel[rel.length - 1]!.replace(/\.(ts|js|mjs)$/, '');
  if (rel[rel.length - 1] === 'index') rel.pop();
  return rel.map((s) => s.replace(/^\[(?:\.\.\.)?(\w+)\]$/, '{$1}'));
}

/** `export const GET`, `export async function POST`, `export function GET`, `export { x as PUT }`. */
function exportedMethods(text: string): Method[] {
  const found = new Set<string>();
  for (const m of text.matchAll(
    /export\s+(?:const|let|var|async\s+function|function)\s+([A-Z]+)\b/g,
  ))
    found.add(m[1]!);
  for (const m of text.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of m[1]!.split(','))
      found.add(
        part
          .trim()
          .split(/\s+as\s+/)
          .pop()!
          .trim(),
      );
  }
  if (found.has('ALL'))
    throw new Error('ALL handlers cannot be documented per method: export each method');
  return METHODS.filter((x) => found.has(x));
}

const routes: Route[] = walk(API_DIR)
  .sort()
  .map((file) => {
    const text = fs.readFileSync(file, 'utf8');
    const segments = segmentsOf(file);
    return {
      file: path.relative(ROOT, file),
      segments,
      path: `/${segments.join('/')}`,
      methods: exportedMethods(text),
      text,
    };
  });

const isParam = (s: string) => /^\{\w+\}$/.test(s);

/**
 * The route Astro serves a concrete or templated path with: segment by segment, a static segment
 * beats a parameter (so /api/projects/featured is featured.ts, not [id]). A documented `{x}` only
 * matches a route parameter; a documented literal (e.g. /api/calculator/wall) may fill one.
 */
function resolve(docPath: string): Route | undefined {
  const segs = docPath.split('/').filter(Boolean);
  const candidates = routes.filter(
    (r) =>
      r.segments.length === segs.length &&
      r.segments.every((rs, i) =>
        isParam(segs[i]!) ? isParam(rs) : rs === segs[i] || isParam(rs),
      ),
  );
  const score = (r: Route) => r.segments.map((s) => (isParam(s) ? '1' : '0')).join('');
  return candidates.sort((a, b) => score(a).localeCompare(score(b)))[0];
}

// ---- What the handler reads, from its source (the route file and the modules it imports) --------

const BODY_READERS =
  /parseJson\(|readJson\(|readUploadedFile\(|\.formData\(\)|request\.json\(\)|parseWith\(\s*\w+,\s*body\b/;
const QUERY_READERS = /parseQuery\(|searchParams/;

function importsOf(file: string, text: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const m of text.matchAll(/import\s+(?!type\b)\{([^}]*)\}\s+from\s+'((?:\.|@\/)[^']+)'/g)) {
    const spec = m[2]!;
    const base = spec.startsWith('@/')
      ? path.join(ROOT, 'src', spec.slice(2))
      : path.resolve(path.dirname(path.join(ROOT, file)), spec);
    const target = ['.ts', '.tsx', '/index.ts', '']
      .map((ext) => base + ext)
      .find((p) => fs.existsSync(p) && fs.statSync(p).isFile());
    if (!target || /lib[\\/]http[\\/](response\.server|app-error)\.ts$/.test(target)) continue; // plumbing, not a handler
    for (const part of m[1]!.split(',')) {
      const local = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .pop()!
        .trim();
      if (local) map.set(local, target);
    }
  }
  return map;
}

/** The source of one method's handler: its export statement plus the imported modules it names. */
function handlerSource(route: Route, method: Method): string {
  const starts = [
    ...route.text.matchAll(/export\s+(?:const|let|var|async\s+function|function)\s+([A-Z]+)\b/g),
  ].map((m) => ({ name: m[1]!, at: m.index! }));
  const i = starts.findIndex((s) => s.name === method);
  const chunk =
    i < 0 ? route.text : route.text.slice(starts[i]!.at, starts[i + 1]?.at ?? route.text.length);
  const used = [...importsOf(route.file, route.text)].filter(([name]) =>
    new RegExp(`\\b${name}\\b`).test(chunk),
  );
  return [chunk, ...new Set(used.map(([, file]) => fs.readFileSync(file, 'utf8')))].join('\n');
}

// ---- The document ---------------------------------------------------------------------------------

type JsonSchema = Record<string, unknown>;
type Operation = {
  operationId?: string;
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  parameters?: { name: string; in: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
};
let doc: { openapi: string; paths: Record<string, Record<string, Operation>> };

beforeAll(async () => {
  const r = await call(getOpenApi as never, '/api/openapi.json');
  expect(r.status).toBe(200);
  doc = r.json;
});

/** A schema zod produced for something real: not `{}` (z.unknown / unrepresentable), not an empty object. */
function isMeaningful(schema: JsonSchema | undefined): boolean {
  if (!schema || typeof schema !== 'object') return false;
  for (const k of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (Array.isArray(schema[k]))
      return (
        (schema[k] as JsonSchema[]).length > 0 && (schema[k] as JsonSchema[]).every(isMeaningful)
      );
  }
  if (schema.type === 'object' || schema.properties) {
    const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
    return Object.keys(props).length > 0 || typeof schema.additionalProperties === 'object';
  }
  return ['type', 'enum', 'const', '$ref', 'format', 'items'].some((k) => k in schema);
}

const documented = () =>
  Object.entries(doc.paths).flatMap(([p, ops]) =>
    Object.entries(ops).map(([m, op]) => ({ path: p, method: m.toUpperCase() as Method, op })),
  );

describe('openapi.json describes every route file', () => {
  it('finds the route files and their methods', () => {
    expect(routes.length).toBeGreaterThan(30);
    const openapi = routes.find((r) => r.path === '/api/openapi.json');
    expect(openapi?.methods).toEqual(['GET']);
    expect(routes.find((r) => r.path === '/api/projects/{id}')?.methods).toEqual([
      'GET',
      'PUT',
      'DELETE',
    ]);
    expect(routes.find((r) => r.path === '/api/category/get-all')?.methods).toEqual(['GET']);
    for (const r of routes)
      expect(r.methods.length, `${r.file} exports no HTTP method`).toBeGreaterThan(0);
  });

  it('the parsed methods are the ones the modules really export', async () => {
    for (const route of routes) {
      const mod = (await import(pathToFileURL(path.join(ROOT, route.file)).href)) as Record<
        string,
        unknown
      >;
      const real = METHODS.filter((m) => typeof mod[m] === 'function');
      expect(real, route.file).toEqual(route.methods);
    }
  });

  const pairs = routes.flatMap((r) => r.methods.map((m) => [`${m} ${r.path}`, r, m] as const));
  it.each(pairs)('%s is documented', (_label, route, method) => {
    const ops = documented().filter((d) => d.method === method && resolve(d.path) === route);
    expect(
      ops.map((o) => `${o.method} ${o.path}`),
      `${method} ${route.path} (${route.file}) is missing from /api/openapi.json`,
    ).not.toEqual([]);
  });

  it.each(pairs)(
    '%s: a body or query it reads is described by a zod schema',
    (_label, route, method) => {
      const src = handlerSource(route, method);
      const ops = documented().filter((d) => d.method === method && resolve(d.path) === route);
      for (const { path: p, op } of ops) {
        if (method !== 'GET' && BODY_READERS.test(src)) {
          const content = Object.values(op.requestBody?.content ?? {});
          expect(content.length, `${method} ${p} reads a body but documents none`).toBeGreaterThan(
            0,
          );
          for (const c of content)
            expect(
              isMeaningful(c.schema),
              `${method} ${p}: empty body schema ${JSON.stringify(c.schema)}`,
            ).toBe(true);
        }
        if (QUERY_READERS.test(src)) {
          const query = (op.parameters ?? []).filter((x) => x.in === 'query');
          expect(
            query.length,
            `${method} ${p} reads the query string but documents no query parameter`,
          ).toBeGreaterThan(0);
        }
      }
    },
  );
});

describe('openapi.json documents nothing that is not there', () => {
  it('every documented operation is served by a route file exporting that method', () => {
    const stale = documented()
      .filter((d) => !resolve(d.path)?.methods.includes(d.method))
      .map((d) => `${d.method} ${d.path}`);
    expect(stale).toEqual([]);
  });

  it("path parameters carry the route file's names", () => {
    for (const entry of documented()) {
      const route = resolve(entry.path)!;
      entry.path
        .split('/')
        .filter(Boolean)
        .forEach((seg, i) => {
          if (isParam(seg))
            expect(route.segments[i], `${entry.method} ${entry.path} vs ${route.file}`).toBe(seg);
        });
    }
  });

  it('schemas are JSON Schema 2020-12, as OpenAPI 3.1 wants (no 3.0 booleans or nullable)', () => {
    expect(doc.openapi).toBe('3.1.0');
    const bad: string[] = [];
    const visit = (node: unknown, at: string) => {
      if (!node || typeof node !== 'object') return;
      for (const [k, v] of Object.entries(node)) {
        if ((k === 'exclusiveMinimum' || k === 'exclusiveMaximum') && typeof v === 'boolean')
          bad.push(`${at}.${k}`);
        if (k === 'nullable') bad.push(`${at}.${k}`);
        visit(v, `${at}.${k}`);
      }
    };
    visit(doc.paths, 'paths');
    expect(bad).toEqual([]);
  });

  it('every body and query parameter schema is a real one', () => {
    for (const entry of documented()) {
      for (const c of Object.values(entry.op.requestBody?.content ?? {})) {
        expect(
          isMeaningful(c.schema),
          `${entry.method} ${entry.path} body ${JSON.stringify(c.schema)}`,
        ).toBe(true);
      }
      for (const q of (entry.op.parameters ?? []).filter((x) => x.in === 'query')) {
        expect(
          isMeaningful(q.schema),
          `${entry.method} ${entry.path} ?${q.name} ${JSON.stringify(q.schema)}`,
        ).toBe(true);
      }
    }
  });
});

describe('every operation has a stable operationId and a schema for each 2xx answer', () => {
  it('operationIds are present, camelCase and unique', () => {
    const ids = documented().map((d) => d.op.operationId);
    const bad = documented()
      .filter((d) => !/^[a-z][a-zA-Z0-9]*$/.test(d.op.operationId ?? ''))
      .map((d) => `${d.method} ${d.path}: ${String(d.op.operationId)}`);
    expect(bad).toEqual([]);
    expect(ids.filter((x, i) => ids.indexOf(x) !== i)).toEqual([]);
  });

  it('operationIds follow the rule of docs/api.md (method, then the path in PascalCase)', () => {
    const idOf = (method: string, p: string) =>
      documented().find((d) => d.method === method && d.path === p)?.op.operationId;
    expect(idOf('GET', '/api/projects')).toBe('getProjects');
    expect(idOf('GET', '/api/projects/{id}/reviews')).toBe('getProjectsByIdReviews');
    expect(idOf('PUT', '/api/projects/{id}/reviews/mine')).toBe('putProjectsByIdReviewsMine');
    expect(idOf('GET', '/api/agent-enrollment/get-all')).toBe('getAgentEnrollmentGetAll');
    expect(idOf('DELETE', '/api/agencies/{id}/workers/{agentId}')).toBe(
      'deleteAgenciesByIdWorkersByAgentId',
    );
    expect(idOf('GET', '/api/openapi.json')).toBe('getOpenapiJson');
  });

  it('each 2xx answer but 204 documents its body with a real schema; 204 has none', () => {
    const missing: string[] = [];
    for (const { method, path: p, op } of documented()) {
      const ok = Object.entries(op.responses ?? {}).filter(([s]) => s.startsWith('2'));
      expect(ok.length, `${method} ${p} documents no success answer`).toBeGreaterThan(0);
      for (const [status, r] of ok) {
        const content = Object.values(r.content ?? {});
        if (status === '204') {
          if (content.length > 0) missing.push(`${method} ${p} 204 documents a body`);
        } else if (content.length === 0 || !content.every((c) => isMeaningful(c.schema)))
          missing.push(`${method} ${p} ${status}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
