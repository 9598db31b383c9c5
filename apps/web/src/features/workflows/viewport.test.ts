import { describe, expect, it } from 'vitest';
import { layoutSteps, NODE_HEIGHT, NODE_WIDTH } from './layout.ts';
import { step } from './test/stepFixture.ts';
import {
  EDGE,
  fitViewport,
  fitZoom,
  openingViewport,
  READABLE_ZOOM,
  startViewport,
  type PlacedCard,
  type Viewport,
} from './viewport.ts';

/** Where a card is drawn on the canvas, in screen pixels. */
const onScreen = (card: PlacedCard, view: Viewport) => ({
  left: card.x * view.zoom + view.x,
  top: card.y * view.zoom + view.y,
  right: (card.x + NODE_WIDTH) * view.zoom + view.x,
  bottom: (card.y + NODE_HEIGHT) * view.zoom + view.y,
});
const inside = (card: PlacedCard, view: Viewport, canvas: { width: number; height: number }) => {
  const r = onScreen(card, view);
  return r.left >= 0 && r.top >= 0 && r.right <= canvas.width && r.bottom <= canvas.height;
};

/** The demo's nine-step 'Yönetici ve İK onayı' (issue 48 §3), numbered as a request walks it. */
const nineSteps = [
  step(
    1,
    [
      [2, 'Onayla'],
      [3, 'Reddet'],
    ],
    'APPROVAL',
  ),
  step(
    2,
    [
      [4, 'Onayla'],
      [5, 'Reddet'],
    ],
    'APPROVAL',
  ),
  step(3, [], 'STATUS_UPDATE'),
  step(
    4,
    [
      [6, 'Onayla'],
      [7, 'Reddet'],
    ],
    'APPROVAL',
  ),
  step(5, [], 'STATUS_UPDATE'),
  step(6, [[8, 'Sonraki adım']]),
  step(7, [], 'STATUS_UPDATE'),
  step(8, [[9, 'Sonraki adım']], 'NOTIFICATION'),
  step(9, [], 'STATUS_UPDATE'),
];

describe('where the workflow diagram opens', () => {
  it('opens a nine-step workflow at a readable scale on its start step, not fitted at 42 %', () => {
    const canvas = { width: 1100, height: 630 };
    const cards = layoutSteps(nineSteps).nodes.map((n) => ({ x: n.x, y: n.y, start: n.step.id === 1 }));
    // fitting it whole would draw it at under half size: 12 px captions at about 5 px
    expect(fitZoom(cards, canvas)).toBeLessThan(0.5);
    const view = openingViewport(cards, canvas);
    expect(view.zoom).toBeGreaterThanOrEqual(READABLE_ZOOM);
    const start = cards.find((c) => c.start) as PlacedCard;
    expect(inside(start, view, canvas)).toBe(true);
    expect(onScreen(start, view).top).toBeCloseTo(EDGE);
    // the next layer (steps 2 and 3) is in sight below it
    const second = cards[1] as PlacedCard;
    expect(onScreen(second, view).top).toBeLessThan(canvas.height);
  });

  it('fits the whole nine-step graph on the canvas in one click ("Ekrana sığdır"), cards off screen included', () => {
    const canvas = { width: 1100, height: 630 };
    const cards = layoutSteps(nineSteps).nodes.map((n) => ({ x: n.x, y: n.y, start: n.step.id === 1 }));
    const view = fitViewport(cards, canvas);
    expect(view.zoom).toBeCloseTo(fitZoom(cards, canvas));
    for (const card of cards) expect(inside(card, view, canvas)).toBe(true);
  });

  it('shows a small graph whole, centred and at most life size, when it fits at 80 % or more', () => {
    const canvas = { width: 1000, height: 600 };
    const two = [
      { x: 0, y: 0, start: true },
      { x: 0, y: 240 },
    ];
    const life = openingViewport(two, canvas);
    expect(life.zoom).toBe(1);
    expect(two.every((card) => inside(card, life, canvas))).toBe(true);
    expect(onScreen(two[0] as PlacedCard, life).left).toBeCloseTo((1000 - NODE_WIDTH) / 2);
    // three layers (650 px high) in 633 px: fitted at 90 %, not enlarged nor cut
    const three = [...two, { x: 0, y: 480 }];
    const tall = { width: 1000, height: 633 };
    const fitted = openingViewport(three, tall);
    expect(fitted.zoom).toBeCloseTo(0.9);
    expect(three.every((card) => inside(card, fitted, tall))).toBe(true);
  });

  it('keeps a wide graph’s start on screen, without an empty canvas beside the graph', () => {
    const canvas = { width: 800, height: 600 };
    // five cards side by side, the start on the far right
    const row = [0, 300, 600, 900, 1200].map((x) => ({ x, y: 0, start: x === 1200 }));
    const view = startViewport(row, canvas);
    expect(view.zoom).toBe(READABLE_ZOOM);
    expect(inside(row[4] as PlacedCard, view, canvas)).toBe(true);
    // the graph's right edge is EDGE from the canvas's right edge: no blank half canvas to its right
    expect(onScreen(row[4] as PlacedCard, view).right).toBeCloseTo(canvas.width - EDGE);
    // one layer fits the height: centred
    expect(onScreen(row[0] as PlacedCard, view).top).toBeCloseTo((600 - NODE_HEIGHT * READABLE_ZOOM) / 2);
  });

  it('waits for a canvas with a size and a graph with steps', () => {
    expect(openingViewport([], { width: 800, height: 600 })).toEqual({ x: 0, y: 0, zoom: 1 });
    expect(openingViewport([{ x: 0, y: 0 }], { width: 0, height: 0 })).toEqual({ x: 0, y: 0, zoom: 1 });
  });
});
