import { articleItemEndpoint } from '@/lib/news/article-api.server';

export const GET = articleItemEndpoint('lifeHacks');
