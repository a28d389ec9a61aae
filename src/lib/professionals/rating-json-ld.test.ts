import { describe, expect, it } from 'vitest';
import { aggregateRatingLd } from './rating-json-ld';

describe('aggregateRatingLd', () => {
  it('claims a rating only when reviews gave stars', () => {
    expect(aggregateRatingLd({ rating: 0, reviewCount: 0 })).toEqual({});
    expect(aggregateRatingLd({ rating: 4.7777777, reviewCount: 9 })).toEqual({
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.8,
        ratingCount: 9,
        reviewCount: 9,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });
});
