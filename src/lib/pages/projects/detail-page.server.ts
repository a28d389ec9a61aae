// What /project/details/{seoProjectCode}/{seoProjectUrl} shows, or where it sends the browser:
// the code identifies the project; a wrong or old slug → 301 to the canonical URL; an unknown code,
// or an inactive project for anyone but its owner and Admin → 404. resolveProjectPage finds the
// data; loadProjectPage also takes the review form's plain post and returns the whole view model
// (meta, JSON-LD, the islands' props with their texts, the sections' data) the page lays out.
import type { AstroGlobal } from 'astro';
import type { Lang } from '@/lib/i18n/languages';
import { HTML_LANG } from '@/lib/i18n/languages';
import { islandI18n, type TextKey } from '@/lib/i18n/island-texts';
import type { IslandI18n } from '@/lib/i18n/client';
import { inReaderScript } from '@/lib/i18n/translit-user';
import type { Paged } from '@/lib/http/query';
import type { FormState } from '@/lib/http/form-state';
import { configuredOrigin, publicOrigin } from '@/lib/platform/public-origin.server';
import { isToastKind } from '@/lib/ui/notify';
import { islandPropFill, markupHole, type MarkupFill } from '@/lib/cache/markup-holes';
import {
  getPublicProjectByCode,
  projectForViewer,
  type PublicProject,
} from '@/lib/projects/read/get-project.server';
import { cachedRead, keepsMarkup } from '@/lib/cache/read-cache.server';
import { tFor } from '@/lib/i18n/i18n';
import type { ProjectDetail } from '@/lib/projects/project-detail';
import type { Viewer } from '@/lib/projects/public-project.server';
import { listFeaturedProjects } from '@/lib/projects/read/list-featured.server';
import { viewerMarks } from '@/lib/projects/read/viewer-marks.server';
import { pickVariant, type ProjectCard } from '@/lib/projects/project-card';
import { getMyReview, listReviews, REVIEW_PAGE_SIZE } from '@/lib/projects/reviews/reviews.server';
import type { ReviewItem } from '@/lib/projects/reviews/review-item';
import { reviewFromForm } from '@/lib/projects/reviews/review-form.server';
import { detailInScript, reviewInScript } from '@/lib/projects/project-in-script';
import { projectPlaceLine } from '@/lib/projects/place-line.server';
import type { PageMeta } from '@/lib/pages/page-meta';
import { projectJsonLd } from './project-json-ld';
import { mapUrlOf, metaDescription, paragraphsOf, priceLine, type PriceLine } from './detail-view';

const FEATURED_ON_DETAIL = 4;

export type ProjectData =
  | {
      kind: 'page';
      project: ProjectDetail;
      /** What the page shows of it that is the same for every visitor. */
      page: PublicPage;
      reviews: Paged<ReviewItem>;
      myReview: ReviewItem | null;
      featured: ProjectCard[];
    }
  | { kind: 'redirect'; location: string }
  | { kind: 'notFound' };

/**
 * What the page shows of a project that is the same for every visitor of this code, language and
 * origin: the project in the reader's script and what is worked out from it (price, place,
 * paragraphs, meta description, JSON-LD). Kept by the read cache with the project's tables, so a
 * request adds only the viewer's part (docs/performance.md#the-project-page-read-cache-on).
 */
type PublicPage = Omit<PublicProject, 'detail'> & {
  detail: ProjectDetail;
  price: PriceLine;
  place: string;
  paragraphs: string[];
  mapUrl: string | null;
  description: string;
  jsonLd: PageMeta['jsonLd'];
  ogImage: { path: string } | null;
};

function publicPage(code: string, lang: Lang, origin: string): Promise<PublicPage | null> {
  return cachedRead(`project:page:${code}:${lang}:${origin}`, async () => {
    const found = await getPublicProjectByCode(code, lang);
    if (!found) return null;
    const t = tFor(lang);
    const project = detailInScript(found.detail, lang);
    const price = priceLine(project, t, lang);
    // Each part once: the city typed by the author is often the district again.
    const place = await projectPlaceLine(project);
    const ogImage = project.images[0] ? pickVariant(project.images[0].variants, 1280) : null;
    return {
      ...found,
      detail: project,
      price,
      place,
      paragraphs: paragraphsOf(project.description),
      mapUrl: mapUrlOf(project.location),
      description: metaDescription(project, price, place, t, lang),
      jsonLd: projectJsonLd(project, {
        origin,
        inLanguage: HTML_LANG[lang],
        homeName: t('common:home'),
        listName: t('projects:list.heading'),
      }),
      ogImage: ogImage && { path: ogImage.path },
    };
  });
}

export async function resolveProjectPage(
  params: {
    code: string | undefined;
    slug: string | undefined;
    reviewsPage: number;
    search: string;
  },
  viewer: Viewer,
  /** The request's locals: the project shown is noted there, for the middleware to count its view. */
  noted: Pick<App.Locals, 'projectViewed'>,
  lang: Lang,
  /** The origin of the page's absolute links (publicOrigin of the request). */
  origin: string = configuredOrigin(),
): Promise<ProjectData> {
  if (!params.code || !/^[0-9A-Za-z-]{1,64}$/.test(params.code)) return { kind: 'notFound' };
  // The viewer's saved and reviewed projects, read beside the project's row (viewer-marks.server.ts).
  const [page, marks] = await Promise.all([
    publicPage(params.code, lang, origin),
    viewer ? viewerMarks(viewer.id) : null,
  ]);
  const project = page && projectForViewer(page, viewer, marks);
  if (!page || !project) return { kind: 'notFound' };
  if (params.slug !== project.seoProjectUrl)
    return { kind: 'redirect', location: project.url + params.search };

  // Counted after the page (src/middleware.ts), so that a page served from the page cache counts.
  noted.projectViewed = { id: project.id, ownerAccountId: project.owner.accountId };

  const [reviews, myReview, featured] = await Promise.all([
    listReviews(
      project.id,
      viewer,
      { PageNumber: params.reviewsPage, PageSize: REVIEW_PAGE_SIZE },
      { reviewCount: project.reviewCount, firstPage: page.firstReviews },
    ),
    getMyReview(project.id, viewer, marks?.reviewed),
    listFeaturedProjects(lang, FEATURED_ON_DETAIL, { excludeId: project.id }),
  ]);
  // Reviews in the reader's Uzbek script; the viewer's own (myReview) fills the form as typed.
  const shown = { ...reviews, items: reviews.items.map((r) => reviewInScript(r, lang)) };
  return { kind: 'page', project, page, reviews: shown, myReview, featured };
}

/** The key lists of the page's islands (each beside its island): the texts each one gets. */
export type ProjectIslandTexts = {
  actions: readonly TextKey[];
  reviewForm: readonly TextKey[];
  /** The Admin's moderation and review-delete buttons. */
  admin: readonly TextKey[];
};

/** What the page needs of its request: Astro's own context passes as it is. */
export type ProjectPageContext = Pick<
  AstroGlobal,
  'params' | 'url' | 'request' | 'locals' | 'response' | 'clientAddress'
>;

export type ProjectView = {
  meta: PageMeta;
  /** The og:image's alternative text, when the project has a photo. */
  imageAlt: string | null;
  project: ProjectDetail;
  price: PriceLine;
  /** The place as one line ('' when the project names none). */
  place: string;
  paragraphs: string[];
  mapUrl: string | null;
  /** ProjectActions' props. */
  actions: {
    projectId: number;
    isSelected: boolean;
    signedIn: boolean;
    loginHref: string;
    url: string;
    title: string;
    i18n: IslandI18n;
  };
  /** ProjectModeration's props: an Admin moderates from here; null for anyone else. */
  moderation: {
    i18n: IslandI18n;
    projectId: number;
    isFeatured: boolean;
    isActive: boolean;
  } | null;
  reviews: {
    /** All reviews listed, the viewer's own included. */
    count: number;
    /** ReviewForm's props for a signed-in viewer; null: the sign-in link instead. */
    form: {
      projectId: number;
      fullName: string;
      i18n: IslandI18n;
      posted: FormState | null;
      count: number;
      mine: {
        text: string;
        shown: string;
        rating: number | null;
        updatedAt: string;
        edited: boolean;
      } | null;
    } | null;
    signInHref: string;
    /** No review at all yet (the island keeps this true to the list once it posts or deletes). */
    empty: boolean;
    /** This page of reviews but the viewer's own (which the form shows). */
    others: ReviewItem[];
    /** The list's CachedHtml key: the same for every visitor but an Admin (null: not kept). */
    listCacheKey: string | null;
    /** The Admin's delete buttons' texts; null for anyone else. */
    adminI18n: IslandI18n | null;
    /** The next page of reviews, when there is one. */
    moreHref: string | null;
  };
  featured: ProjectCard[];
  /**
   * The body's CachedHtml key: everything it shows is the same for every visitor who is not signed
   * in, of this project, language, page of reviews, toast asked and origin; and for every signed-in
   * visitor who neither manages nor moderates the project nor has a review of it, but for whether
   * they saved it (in the key) and their name in the review form (a hole, `bodyFills`). Null for
   * anyone else: the owner, an Admin, a reviewer, a form post — rendered in place every time.
   */
  bodyCacheKey: string | null;
  /** The viewer's texts put into the kept body (their name in the review form's props). */
  bodyFills: MarkupFill[];
};

export type ProjectPage =
  | { kind: 'page'; view: ProjectView }
  /** 301: the canonical URL (browsers re-check it, canonicalRedirect); 303: after a form post. */
  | { kind: 'redirect'; location: string; status: 301 | 303 }
  | { kind: 'notFound' };

const MAX_REVIEWS_PAGE = 10_000;

/** The review form's name in a body kept for every signed-in visitor (filled per request). */
const NAME_HOLE = markupHole('reviewFormName');

function reviewsPageOf(url: URL): number {
  const n = Number(url.searchParams.get('ReviewsPage') ?? '1');
  return Number.isInteger(n) && n >= 1 && n <= MAX_REVIEWS_PAGE ? n : 1;
}

/**
 * The project page for this request. A POST is the review form's own post (before or without
 * JavaScript, docs/decisions/014): saved → 303 back to #reviews; else the page with the errors
 * beside the review's fields (the status set by formPost).
 */
export async function loadProjectPage(
  ctx: ProjectPageContext,
  texts: ProjectIslandTexts,
): Promise<ProjectPage> {
  const { lang, account } = ctx.locals;
  const reviewsPage = reviewsPageOf(ctx.url);
  const origin = publicOrigin(ctx.url);
  const resolved = await resolveProjectPage(
    { code: ctx.params.code, slug: ctx.params.slug, reviewsPage, search: ctx.url.search },
    account,
    ctx.locals,
    lang,
    origin,
  );
  if (resolved.kind === 'notFound') return resolved;
  if (resolved.kind === 'redirect') return { ...resolved, status: 301 };
  const { project, page, reviews, myReview, featured } = resolved;
  const loginHref = (hash: string) =>
    `/account/login?next=${encodeURIComponent(project.url + hash)}`;

  let posted: FormState | null = null;
  if (ctx.request.method === 'POST') {
    if (!account) return { kind: 'redirect', location: loginHref('#reviews'), status: 303 };
    const outcome = await reviewFromForm(ctx, project.id, account);
    if (outcome.ok) {
      const toast = outcome.value.created ? 'reviewCreated' : 'updated';
      return { kind: 'redirect', location: `${project.url}?toast=${toast}#reviews`, status: 303 };
    }
    posted = outcome.state;
  }

  const { ogImage, price, place } = page;
  const adminI18n = account?.role === 'Admin' ? islandI18n(lang, texts.admin) : null;
  const count = reviews.metaData.totalCount;
  const others = reviews.items.filter((rv) => !rv.isMine);
  // What a signed-in visitor's body holds of theirs beyond the saved state and their name: the
  // manage link and no "write a message" (the owner), moderation (an Admin), their review, a post.
  // When nothing can be kept (READ_CACHE=off) the body is theirs alone, rendered in place with
  // their name: holes would only be filled again (docs/performance.md#blocks-rendered-in-place).
  const sharedSignedIn =
    keepsMarkup() &&
    !!account &&
    !project.canManage &&
    account.role !== 'Admin' &&
    account.id !== project.owner.accountId &&
    !myReview &&
    !posted;
  const bodyKey = `project:${project.id}:${lang}:body:${reviewsPage}:${toastAsked(ctx.url) ?? ''}:${origin}`;
  return {
    kind: 'page',
    view: {
      meta: {
        title: project.title,
        description: page.description,
        canonicalPath: project.url,
        ...(ogImage ? { image: ogImage.path } : {}),
        jsonLd: page.jsonLd,
        noindex: !project.isActive || project.ownerBlocked,
      },
      imageAlt: ogImage ? project.title : null,
      project,
      price,
      place,
      paragraphs: page.paragraphs,
      mapUrl: page.mapUrl,
      actions: {
        projectId: project.id,
        isSelected: project.isSelected,
        signedIn: !!account,
        loginHref: loginHref(''),
        url: new URL(project.url, origin).toString(),
        title: project.title,
        // Each island gets the texts it reads, not whole namespaces (docs/performance.md#render).
        i18n: islandI18n(lang, texts.actions),
      },
      moderation: adminI18n && {
        i18n: adminI18n,
        projectId: project.id,
        isFeatured: project.isFeatured,
        isActive: project.isActive,
      },
      reviews: {
        count,
        form: account
          ? {
              projectId: project.id,
              fullName: sharedSignedIn ? NAME_HOLE : account.fullName,
              i18n: islandI18n(lang, texts.reviewForm),
              posted,
              count,
              mine: myReview && {
                text: myReview.text,
                shown: inReaderScript(myReview.text, lang),
                rating: myReview.rating,
                updatedAt: myReview.updatedAt,
                edited: myReview.updatedAt !== myReview.createdAt,
              },
            }
          : null,
        signInHref: loginHref('#reviews'),
        empty: count === 0 && !myReview,
        others,
        listCacheKey: adminI18n ? null : `reviews:${lang}:${others.map((rv) => rv.id).join(',')}`,
        adminI18n,
        moreHref:
          count > reviewsPage * REVIEW_PAGE_SIZE
            ? `${project.url}?ReviewsPage=${reviewsPage + 1}#reviews`
            : null,
      },
      featured,
      bodyCacheKey: !account
        ? bodyKey
        : sharedSignedIn
          ? `${bodyKey}:signed-in:${project.isSelected ? 'saved' : 'not-saved'}`
          : null,
      bodyFills: sharedSignedIn ? [islandPropFill(NAME_HOLE, account.fullName)] : [],
    },
  };
}

/** The toast a redirect asks for (`?toast=<kind>`, a known kind only), as ToastHost reads it. */
function toastAsked(url: URL): string | null {
  const asked = url.searchParams.get('toast');
  return isToastKind(asked) ? asked : null;
}
