import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('keeps plain text and markup as text', () => {
    expect(linkify('<b>x</b> & <script>alert(1)</script>')).toEqual([
      { text: '<b>x</b> & <script>alert(1)</script>' },
    ]);
  });

  it('links http and https URLs only', () => {
    expect(linkify('see https://example.uz/a?b=1 and http://x.uz')).toEqual([
      { text: 'see ' },
      { text: 'https://example.uz/a?b=1', href: 'https://example.uz/a?b=1' },
      { text: ' and ' },
      { text: 'http://x.uz', href: 'http://x.uz/' },
    ]);
    for (const bad of ['javascript:alert(1)', 'data:text/html,hi', 'www.example.uz', 'ftp://x.uz'])
      expect(linkify(bad)).toEqual([{ text: bad }]);
  });

  it('leaves sentence punctuation out of the link', () => {
    expect(linkify('Look: https://a.uz/p. Then (https://b.uz)!')).toEqual([
      { text: 'Look: ' },
      { text: 'https://a.uz/p', href: 'https://a.uz/p' },
      { text: '. Then (' },
      { text: 'https://b.uz', href: 'https://b.uz/' },
      { text: ')!' },
    ]);
  });

  it('does not link a scheme hidden inside a word', () => {
    expect(linkify('xhttps://a.uz')).toEqual([{ text: 'xhttps://a.uz' }]);
  });

  it('skips what does not parse as a URL', () => {
    expect(linkify('http://[bad')).toEqual([{ text: 'http://[bad' }]);
  });
});
