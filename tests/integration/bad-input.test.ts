// Bad input anywhere answers a translated 400, never a 500: NUL characters (PostgreSQL text cannot
// hold them), ids past the integer range, and bodies of the wrong shape.
import { describe, expect, it } from 'vitest';
import { call } from '../helpers/call';
import { POST as calculatorPost } from '@/pages/api/calculator/[kind]';
import { POST as createProject } from '@/pages/api/projects/index';
import { PUT as putReview } from '@/pages/api/projects/[id]/reviews/mine';
import { makeProject, makeReadAccount } from '../factories/projects';

describe('bad input', () => {
  it('a NUL character in a JSON body is a translated 400 beside its field', async () => {
    const project = await makeProject();
    const account = await makeReadAccount();
    const response = await call(putReview as never, `/api/projects/${project.id}/reviews/mine`, {
      method: 'PUT',
      body: '{"text":"ab\\u0000cd"}',
      params: { id: String(project.id) },
      account,
      lang: 'ru',
    });
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe('validation_failed');
    expect(response.json.error.fields.text).toMatch(/[а-я]/i);
  });

  it('ids past the 32-bit range in a project body are refused by the schema, not the database', async () => {
    const owner = await makeReadAccount({ role: 'Admin' }); // Admin may create projects
    const response = await call(createProject as never, '/api/projects', {
      method: 'POST',
      body: { categoryId: 3_000_000_000, imageIds: [3_000_000_000] },
      account: owner,
      lang: 'en',
    });
    expect(response.status).toBe(400);
    expect(response.json.error.fields.categoryId).toEqual(expect.any(String));
  });

  it('the calculator API: unknown kind 404, wrong shapes and values answered in the request language', async () => {
    expect(
      (
        await call(calculatorPost as never, '/api/calculator/nope', {
          method: 'POST',
          body: {},
          params: { kind: 'nope' },
        })
      ).status,
    ).toBe(404);
    for (const body of [[], null, 'x', { openings: [5] }]) {
      const response = await call(calculatorPost as never, '/api/calculator/wall', {
        method: 'POST',
        body: JSON.stringify(body),
        params: { kind: 'wall' },
        lang: 'ru',
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      for (const message of Object.values(response.json.error.fields as Record<string, string>)) {
        expect(message).not.toBe('Invalid input');
        expect(message).toMatch(/[а-я]/i);
      }
    }
    const bad = await call(calculatorPost as never, '/api/calculator/wall', {
      method: 'POST',
      body: '{',
      params: { kind: 'wall' },
      lang: 'en',
    });
    expect(bad.status).toBe(400);
  });
});
