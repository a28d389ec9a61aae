// What /project/details/{seoProjectCode}/{seoProjectUrl} shows, or where it sends the browser:
// the code identifies the project; a wrong or old slug → 301 to the canonical URL; an unknown code,
// or an inactive project for anyone but its owner and Admin → 404.
import type { Lang } from '@/lib/i18n/languages';
import type { Paged } from '@/lib/http/query';
import { categories, districts, regions } from '@/lib/db/schema';
import { DETAIL_TABLES, getProjectByCode } from '@/lib/projects/read/get-project.server';
import type { ProjectDetail } from '@/lib/projects/project-detail';
import type { Viewer } from '@/lib/projects/public-project.server';
import { listFeaturedProjects } from '@/lib/projects/read/list-featured.server';
import type { ProjectCard } from '@/lib/projects/project-card';
import { getMyReview, listReviews } from '@/lib/projects/reviews/reviews.server';
import type { ReviewItem } from '@/lib/projects/reviews/review-item';
import { recordView, type Visitor } from '@/lib/projects/read/views.server';
import { detailInScript, reviewInScript } from '@/lib/projects/in-script';

export const REVIEWS_PAGE_SIZE = 10;
const FEATURED_ON_DETAIL = 4;

export type ProjectPage =
  | {
      kind: 'page';
      project: ProjectDetail;
      reviews: Paged<ReviewItem>;
      myReview: ReviewItem | null;
      featured: ProjectCard[];
    }
  | { kind: 'redirect'; location: string }
  | { kind: 'notFound' };

export async function resolveProjectPage(
  params: {
    code: string | undefined;
    slug: string | undefined;
    reviewsPage: number;
    search: string;
  },
  viewer: Viewer,
  visitor: Visitor,
  lang: Lang,
): Promise<ProjectPage> {
  if (!params.code || !/^[0-9A-Za-z-]{1,64}$/.test(params.code)) return { kind: 'notFound' };
  const found = await getProjectByCode(params.code, viewer, lang);
  if (!found) return { kind: 'notFound' };
  const project = detailInScript(found, lang);
  if (params.slug !== project.seoProjectUrl)
    return { kind: 'redirect', location: project.url + params.search };

  // Noted in memory and written in batches: the page waits for no database write.
  recordView({ id: project.id, ownerAccountId: project.owner.accountId }, visitor);

  const [reviews, myReview, featured] = await Promise.all([
    listReviews(
      project.id,
      viewer,
      { PageNumber: params.reviewsPage, PageSize: REVIEWS_PAGE_SIZE },
      { reviewCount: project.reviewCount },
    ),
    getMyReview(project.id, viewer),
    listFeaturedProjects(lang, FEATURED_ON_DETAIL, { excludeId: project.id }),
  ]);
  // Reviews in the reader's Uzbek script; the viewer's own (myReview) fills the form as typed.
  const shown = { ...reviews, items: reviews.items.map((r) => reviewInScript(r, lang)) };
  return { kind: 'page', project, reviews: shown, myReview, featured };
}

/**
 * What the project's own markup is drawn from (the row, its photos, features, owner and reviews'
 * count; category and place names), for `CachedHtml`: a write to any of them renders it again.
 */
export const PROJECT_MARKUP_TABLES = [...DETAIL_TABLES, categories, regions, districts];
