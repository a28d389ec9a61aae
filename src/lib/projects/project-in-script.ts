// Projects and reviews as a reader of `lang` sees them: what people wrote (titles, descriptions,
// addresses, names) with its Uzbek in the page's script (src/lib/i18n/translit-user.ts). Applied
// to what pages and read endpoints show, never to what a write answers or an edit form is filled
// with: the author edits the text as typed.
import { inReaderScript } from '@/lib/i18n/translit-user';
import type { Lang } from '@/lib/i18n/languages';
import type { ProjectCard, ProjectOwner } from './project-card';
import type { ProjectDetail } from './project-detail';
import type { ReviewItem } from './reviews/review-item';

export function ownerInScript(owner: ProjectOwner, lang: Lang): ProjectOwner {
  return {
    ...owner,
    fullName: inReaderScript(owner.fullName, lang),
    displayName: inReaderScript(owner.displayName, lang),
  };
}

export function cardInScript(card: ProjectCard, lang: Lang): ProjectCard {
  return {
    ...card,
    title: inReaderScript(card.title, lang),
    owner: ownerInScript(card.owner, lang),
  };
}

export function detailInScript(detail: ProjectDetail, lang: Lang): ProjectDetail {
  const s = (text: string) => inReaderScript(text, lang);
  return {
    ...detail,
    title: s(detail.title),
    description: s(detail.description),
    address: s(detail.address),
    city: s(detail.city),
    state: s(detail.state),
    owner: ownerInScript(detail.owner, lang),
    contact: { ...detail.contact, name: s(detail.contact.name) },
  };
}

export function reviewInScript(review: ReviewItem, lang: Lang): ReviewItem {
  return {
    ...review,
    text: inReaderScript(review.text, lang),
    author: { ...review.author, fullName: inReaderScript(review.author.fullName, lang) },
  };
}
