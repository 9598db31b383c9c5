import { describe, expect, it } from 'vitest';
import { bigEnough, initialFrame, moveFrame, resizeFrame } from './cropFrame.ts';

const wide = { width: 1200, height: 600 };

describe('the slider crop frame (source pixels, 2:1, at least 800×400)', () => {
  it('starts on the largest 2:1 area of the image, centred', () => {
    expect(initialFrame(wide)).toEqual({ x: 0, y: 0, width: 1200, height: 600 });
    expect(initialFrame({ width: 800, height: 400 })).toEqual({ x: 0, y: 0, width: 800, height: 400 });
    // taller than 2:1: the full width, centred vertically
    expect(initialFrame({ width: 1000, height: 2000 })).toEqual({ x: 0, y: 750, width: 1000, height: 500 });
    // wider than 2:1: the full height, centred horizontally
    expect(initialFrame({ width: 3000, height: 900 })).toEqual({ x: 600, y: 0, width: 1800, height: 900 });
    // an odd width: the frame stays 2:1 and inside
    expect(initialFrame({ width: 1201, height: 601 })).toEqual({ x: 1, y: 1, width: 1200, height: 600 });
  });

  it('refuses images under 800×400', () => {
    expect(bigEnough({ width: 800, height: 400 })).toBe(true);
    expect(bigEnough({ width: 400, height: 200 })).toBe(false);
    expect(bigEnough({ width: 1200, height: 399 })).toBe(false);
    expect(bigEnough({ width: 799, height: 1000 })).toBe(false);
  });

  const middle = { x: 200, y: 100, width: 800, height: 400 };

  it('moves inside the image only', () => {
    const frame = middle;
    expect(moveFrame(frame, 50, -30, wide)).toEqual({ x: 250, y: 70, width: 800, height: 400 });
    expect(moveFrame(frame, 1000, 1000, wide)).toEqual({ x: 400, y: 200, width: 800, height: 400 });
    expect(moveFrame(frame, -1000, -1000, wide)).toEqual({ x: 0, y: 0, width: 800, height: 400 });
  });

  it('grows and shrinks at 2:1, never below 800×400 nor past the image', () => {
    const frame = middle;
    expect(resizeFrame(frame, 200, wide, 'centre')).toEqual({ x: 100, y: 50, width: 1000, height: 500 });
    expect(resizeFrame(frame, 5000, wide, 'centre')).toEqual({ x: 0, y: 0, width: 1200, height: 600 });
    expect(resizeFrame(frame, -300, wide, 'centre')).toEqual(frame);
    // from the corner: the top-left stays; the bottom-right edge stops it
    expect(resizeFrame(frame, 200, wide, 'corner')).toEqual({ x: 200, y: 100, width: 1000, height: 500 });
    expect(resizeFrame(frame, 5000, wide, 'corner')).toEqual({ x: 200, y: 100, width: 1000, height: 500 });
    const odd = resizeFrame({ x: 0, y: 0, width: 800, height: 400 }, 101, wide, 'corner');
    expect(odd.width).toBe(odd.height * 2);
  });
});
