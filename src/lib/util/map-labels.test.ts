import { describe, expect, it } from 'vitest';
import { placeLabels } from './map-labels';

const box = (
  p: { left: number; top: number },
  l: { dx: number; dy: number; w: number; h: number },
  width: number,
  height: number,
) => ({
  x: (p.left / 100) * width + l.dx,
  y: (p.top / 100) * height + l.dy,
  w: l.w,
  h: l.h,
});

describe('placeLabels', () => {
  it('keeps the labels of close points apart and inside the map', () => {
    const points = [
      { left: 70, top: 40, text: '12' },
      { left: 71, top: 40.5, text: '3' },
      { left: 69.5, top: 42, text: '1' },
      { left: 99, top: 41, text: '100' },
    ];
    const labels = placeLabels(points, 300, 0.6);
    const boxes = points.map((p, i) => box(p, labels[i]!, 300, 180));
    for (const [i, a] of boxes.entries()) {
      expect(a.x).toBeGreaterThanOrEqual(0);
      expect(a.x + a.w).toBeLessThanOrEqual(300);
      for (const b of boxes.slice(i + 1))
        expect(a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h).toBe(
          false,
        );
    }
    expect(labels[3]!.w).toBe(36);
  });
});
