import { SLIDER_IMAGE_MIN_HEIGHT, SLIDER_IMAGE_MIN_WIDTH } from '@pano/contract';

/**
 * The crop frame over an image, in the image's own (source) pixels: always 2:1 (`width` = 2 × `height`),
 * never below 800×400, always inside the image (docs/navigation.md, Sliders).
 */
export interface CropFrame {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ImageDimensions {
  width: number;
  height: number;
}

/** Whether an image can be cropped at all: at least 800×400 (spec 001 §5). */
export const bigEnough = ({ width, height }: ImageDimensions): boolean =>
  width >= SLIDER_IMAGE_MIN_WIDTH && height >= SLIDER_IMAGE_MIN_HEIGHT;

/** The tallest 2:1 frame the image holds. */
const maxHeight = (image: ImageDimensions) => Math.floor(Math.min(image.width / 2, image.height));

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A frame of this height (kept between the minimum and the largest that fits) at x, y, kept inside. */
function placed(image: ImageDimensions, x: number, y: number, height: number): CropFrame {
  const h = clamp(Math.round(height), SLIDER_IMAGE_MIN_HEIGHT, maxHeight(image));
  const w = h * 2;
  return {
    x: clamp(Math.round(x), 0, image.width - w),
    y: clamp(Math.round(y), 0, image.height - h),
    width: w,
    height: h,
  };
}

/**
 * Where the crop starts (issue 48 §9): the largest 2:1 frame the image holds, centred — a 2:1 image is taken
 * whole, a wider one loses only its sides, a taller one its top and bottom.
 */
export function initialFrame(image: ImageDimensions): CropFrame {
  const height = maxHeight(image);
  return placed(image, (image.width - height * 2) / 2, (image.height - height) / 2, height);
}

/** The frame moved by dx, dy source pixels, stopping at the image's edges. */
export function moveFrame(frame: CropFrame, dx: number, dy: number, image: ImageDimensions): CropFrame {
  return placed(image, frame.x + dx, frame.y + dy, frame.height);
}

/**
 * The frame made `dw` source pixels wider (narrower when negative), keeping 2:1: from its top-left corner
 * (dragging the corner handle) or around its centre (the keyboard), within the minimum and the image.
 */
export function resizeFrame(
  frame: CropFrame,
  dw: number,
  image: ImageDimensions,
  anchor: 'corner' | 'centre',
): CropFrame {
  const height = clamp(Math.round((frame.width + dw) / 2), SLIDER_IMAGE_MIN_HEIGHT, maxHeight(image));
  if (anchor === 'corner') {
    // grows towards the bottom right; at an edge the corner stays and the frame cannot grow further
    const room = Math.min((image.width - frame.x) / 2, image.height - frame.y);
    return placed(
      image,
      frame.x,
      frame.y,
      Math.min(height, Math.max(SLIDER_IMAGE_MIN_HEIGHT, Math.floor(room))),
    );
  }
  const cx = frame.x + frame.width / 2;
  const cy = frame.y + frame.height / 2;
  return placed(image, cx - height, cy - height / 2, height);
}
