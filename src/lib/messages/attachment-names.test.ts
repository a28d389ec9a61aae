// The names a PDF is offered under, and the keys the private folders use: what may reach a header,
// and what the public media route must refuse.
import { describe, expect, it } from 'vitest';
import {
  isPrivateFileKey,
  isPublicMediaKey,
  isStorageKey,
  privateFileKey,
} from '@/lib/uploads/media-key';
import { cleanFileName } from './attachments.server';
import { contentDisposition } from './serve-attachment.server';

describe('a PDF’s name', () => {
  it('keeps letters of any script, digits, spaces and .-_(), ends in .pdf, at most 120 characters', () => {
    expect(cleanFileName('Смета (2-qavat)_v1.PDF')).toBe('Смета (2-qavat)_v1.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('etc_passwd.pdf');
    expect(cleanFileName('a"b\r\nc;<script>.pdf')).toBe('a_b_c_script.pdf');
    expect(cleanFileName('...')).toBe('file.pdf');
    expect(cleanFileName(`${'x'.repeat(300)}.pdf`)).toHaveLength(120);
  });

  it('goes into Content-Disposition as ASCII and as UTF-8, never breaking the header', () => {
    expect(contentDisposition('Chizma 1.pdf')).toBe(
      `attachment; filename="Chizma 1.pdf"; filename*=UTF-8''Chizma%201.pdf`,
    );
    expect(contentDisposition('Уй.pdf')).toBe(
      `attachment; filename="__.pdf"; filename*=UTF-8''%D0%A3%D0%B9.pdf`,
    );
  });
});

describe('private keys', () => {
  it('names PDFs under message-files/ with a matching shard, and the storage takes them', () => {
    const key = privateFileKey('ab'.padEnd(24, '0'));
    expect(key).toBe(`message-files/ab/${'ab'.padEnd(24, '0')}.pdf`);
    expect(isPrivateFileKey(key) && isStorageKey(key)).toBe(true);
    expect(isPrivateFileKey(`message-files/cd/${'ab'.padEnd(24, '0')}.pdf`)).toBe(false);
    expect(isStorageKey('message-files/ab/../x.pdf')).toBe(false);
  });

  it('keeps message photos and PDFs away from the public media route', () => {
    const id = 'ab'.padEnd(24, '1');
    expect(isPublicMediaKey(`projects/ab/${id}-640.webp`)).toBe(true);
    expect(isPublicMediaKey(`message-photos/ab/${id}-640.webp`)).toBe(false);
    expect(isPublicMediaKey(privateFileKey(id))).toBe(false);
  });
});
