// schema.org `aggregateRating` of an agent's or agency's page, only when reviews gave stars: an
// empty rating must not be claimed to search engines (their guidelines count it as misleading).
export function aggregateRatingLd(item: { rating: number; reviewCount: number }) {
  if (item.reviewCount <= 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: Math.round(item.rating * 10) / 10,
      ratingCount: item.reviewCount,
      reviewCount: item.reviewCount,
      bestRating: 5,
      worstRating: 1,
    },
  };
}
