import { articleListEndpoint } from '@/lib/news/article-api.server';

export const GET = articleListEndpoint('news');
