import { describe, expect, it } from 'vitest';
import { articleHtml, plainArticleText } from './article-text';

describe('articleHtml', () => {
  it('makes paragraphs, bold and http(s) links', () => {
    expect(articleHtml('Bir **ikki** uch.\n\n[Manba](https://gov.uz/a?b=1&c=2) bor')).toBe(
      '<p>Bir <strong>ikki</strong> uch.</p>' +
        '<p><a href="https://gov.uz/a?b=1&amp;c=2" rel="nofollow noopener noreferrer" target="_blank">Manba</a> bor</p>',
    );
  });

  it('escapes every tag and attribute an admin might type', () => {
    const html = articleHtml(
      '<script>alert(1)</script> <img src=x onerror="alert(1)"> **<b>x</b>**',
    );
    expect(html).not.toMatch(/<script|<img|<b>/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<strong>&lt;b&gt;x&lt;/b&gt;</strong>');
  });

  it('never makes a link of another scheme or one that breaks out of the attribute', () => {
    for (const bad of [
      '[x](javascript:alert(1))',
      '[x](data:text/html,hi)',
      '[x](https://a.uz/"onmouseover="alert(1))',
      '[x](//evil.uz)',
    ]) {
      const html = articleHtml(bad);
      expect(html, bad).not.toContain('<a ');
      expect(html, bad).not.toMatch(/="[^"]*"on/);
    }
  });

  it('strips the markup for summaries', () => {
    expect(plainArticleText('A **b** [c](https://d.uz)')).toBe('A b c');
  });
});
