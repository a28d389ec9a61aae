// The admin endpoints of one kind of article, named once for the list and its edit dialog (the
// dialog imported it from the list, which imports the dialog: a circle).
import type { ArticleKind } from '@/lib/news/article';

export const apiPath = (kind: ArticleKind) =>
  kind === 'news' ? '/api/admin/news' : '/api/admin/life-hacks';
