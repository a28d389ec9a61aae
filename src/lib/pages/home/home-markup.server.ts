// What the home page's blocks are drawn from, for CachedHtml (src/pages/index.astro): a write to any
// of these tables renders the blocks again. The category counts are kept for a minute on their own
// (activeCounts), as before; the blocks are rendered again at least every 30 s (the read cache's).
import { lifeHacks, news, reviews, services } from '@/lib/db/schema';
import { CARD_MARKUP_TABLES } from '@/lib/projects/project-card.server';

export const HOME_MARKUP_TABLES = [...CARD_MARKUP_TABLES, services, reviews, news, lifeHacks];
