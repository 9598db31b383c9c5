import type { CropFrame, ImageDimensions } from './cropFrame.ts';

/** An image file opened for cropping: its element (EXIF orientation applied by the browser) and size. */
export interface OpenedImage {
  element: HTMLImageElement;
  size: ImageDimensions;
  url: string;
}

/** Opens an image file; rejects when the browser cannot draw it. The caller revokes `url`. */
export function openImage(file: Blob): Promise<OpenedImage> {
  const url = URL.createObjectURL(file);
  return new Promise((resolve, reject) => {
    const element = new Image();
    element.onload = () =>
      resolve({ element, size: { width: element.naturalWidth, height: element.naturalHeight }, url });
    element.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('not an image the browser can draw'));
    };
    element.src = url;
  });
}

/**
 * The part of the image inside the frame, at its source resolution, as a new file: a PNG for PNG, GIF and
 * WebP sources (transparency kept), a JPEG otherwise. This is what is uploaded.
 */
export function cropToFile(image: OpenedImage, frame: CropFrame, source: File): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = frame.width;
  canvas.height = frame.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('no canvas'));
  context.drawImage(
    image.element,
    frame.x,
    frame.y,
    frame.width,
    frame.height,
    0,
    0,
    frame.width,
    frame.height,
  );
  const type = source.type === 'image/jpeg' ? 'image/jpeg' : 'image/png';
  const base = source.name.replace(/\.[^.]*$/, '') || 'slider';
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) =>
        blob
          ? resolve(new File([blob], `${base}.${type === 'image/jpeg' ? 'jpg' : 'png'}`, { type }))
          : reject(new Error('crop failed')),
      type,
      0.92,
    );
  });
}
