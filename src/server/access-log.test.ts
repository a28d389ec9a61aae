import { describe, expect, it } from 'vitest';
import { loggedPath } from './access-log';

describe('loggedPath', () => {
  it('keeps the path and the parameter names, never their values', () => {
    expect(loggedPath('/account/reset?token=s3cret&lang=en')).toBe('/account/reset?token&lang');
    expect(loggedPath('/projects?page=2&page=3')).toBe('/projects?page');
    expect(loggedPath('/about-us')).toBe('/about-us');
    expect(loggedPath('/x?')).toBe('/x?');
  });
});
