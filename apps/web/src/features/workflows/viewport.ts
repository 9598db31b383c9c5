import { NODE_HEIGHT, NODE_WIDTH } from './layout.ts';

/** Below this scale a card's text is too small to read (12 px captions at 80 % are 9.6 px; issue 48 §3). */
export const READABLE_ZOOM = 0.8;
/** The diagram is never drawn larger than life. */
export const MAX_ZOOM = 1;
/** Space kept between the graph and the canvas's edges, in screen pixels. */
export const EDGE = 24;

export interface Viewport {
  x: number;
  y: number;
  zoom: number;
}

/** A laid-out card: its top-left corner, and whether it is the start (the step a request begins at). */
export interface PlacedCard {
  x: number;
  y: number;
  start?: boolean;
}

interface Size {
  width: number;
  height: number;
}

/** The graph's bounds in diagram coordinates. */
function boundsOf(cards: readonly PlacedCard[]) {
  const left = Math.min(...cards.map((c) => c.x));
  const top = Math.min(...cards.map((c) => c.y));
  const right = Math.max(...cards.map((c) => c.x + NODE_WIDTH));
  const bottom = Math.max(...cards.map((c) => c.y + NODE_HEIGHT));
  return { left, top, width: right - left, height: bottom - top };
}

/** The scale at which the whole graph fits the canvas (at most life size). */
export function fitZoom(cards: readonly PlacedCard[], canvas: Size): number {
  const bounds = boundsOf(cards);
  const room = Math.min((canvas.width - 2 * EDGE) / bounds.width, (canvas.height - 2 * EDGE) / bounds.height);
  return Math.min(MAX_ZOOM, room);
}

/**
 * The view at a readable scale scrolled to the start: the larger of `zoom` and 80 %; on an axis where the
 * graph fits it is centred, otherwise the start card is centred across and sits at the top, the view kept
 * within the graph's bounds (no empty half canvas beside a wide graph).
 */
export function startViewport(cards: readonly PlacedCard[], canvas: Size, zoom = READABLE_ZOOM): Viewport {
  const scale = Math.max(READABLE_ZOOM, Math.min(MAX_ZOOM, zoom));
  const bounds = boundsOf(cards);
  const start = cards.find((c) => c.start) ?? cards[0] ?? { x: 0, y: 0 };
  const axis = (from: number, extent: number, room: number, startAt: number) => {
    // half a pixel of slack: the axis the fit was computed on fits exactly, rounding aside
    if (extent * scale <= room - 2 * EDGE + 0.5) return (room - extent * scale) / 2 - from * scale;
    const lowest = room - EDGE - (from + extent) * scale;
    const highest = EDGE - from * scale;
    return Math.min(highest, Math.max(lowest, startAt));
  };
  return {
    x: axis(bounds.left, bounds.width, canvas.width, canvas.width / 2 - (start.x + NODE_WIDTH / 2) * scale),
    y: axis(bounds.top, bounds.height, canvas.height, EDGE - start.y * scale),
    zoom: scale,
  };
}

/**
 * Where the editor opens (docs/workflows.md): the whole graph when it fits at 80 % or more (at most life
 * size), else 80 % scrolled to the start step; "Ekrana sığdır" is one click away for the whole picture.
 */
export function openingViewport(cards: readonly PlacedCard[], canvas: Size): Viewport {
  if (!cards.length || canvas.width <= 0 || canvas.height <= 0) return { x: 0, y: 0, zoom: MAX_ZOOM };
  return startViewport(cards, canvas, fitZoom(cards, canvas));
}

/**
 * The whole graph on the canvas, centred, at the scale that fits it (at most life size): "Ekrana sığdır".
 * Computed from the layout, not from the drawn cards — the canvas draws only the cards in view, so React
 * Flow's own fit would see only those.
 */
export function fitViewport(cards: readonly PlacedCard[], canvas: Size): Viewport {
  if (!cards.length || canvas.width <= 0 || canvas.height <= 0) return { x: 0, y: 0, zoom: MAX_ZOOM };
  const zoom = fitZoom(cards, canvas);
  const bounds = boundsOf(cards);
  return {
    x: (canvas.width - bounds.width * zoom) / 2 - bounds.left * zoom,
    y: (canvas.height - bounds.height * zoom) / 2 - bounds.top * zoom,
    zoom,
  };
}
