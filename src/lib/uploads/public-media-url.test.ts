import { describe, expect, it } from 'vitest';
import { mediaOrigin, publicMediaUrl } from './public-media-url.server';

const path = '/media/projects/ab/ab0123456789abcdef012345-640.webp';

describe('publicMediaUrl', () => {
  it('keeps /media/ paths without S3_PUBLIC_URL', () => {
    expect(publicMediaUrl(path, { S3_PUBLIC_URL: undefined })).toBe(path);
    expect(mediaOrigin({ S3_PUBLIC_URL: undefined })).toBeUndefined();
  });

  it('points stored paths at S3_PUBLIC_URL/<key>, and only ours', () => {
    const c = { S3_PUBLIC_URL: 'https://cdn.example.uz/uploads' };
    expect(publicMediaUrl(path, c)).toBe(
      'https://cdn.example.uz/uploads/projects/ab/ab0123456789abcdef012345-640.webp',
    );
    for (const other of [
      '/favicon.svg',
      '/media/../etc/passwd',
      'https://elsewhere.example/x.webp',
    ])
      expect(publicMediaUrl(other, c)).toBe(other);
    expect(mediaOrigin(c)).toBe('https://cdn.example.uz');
  });
});
