import type { UploadKind } from './stored-types.ts';

/** Extensions a file name may show; what they claim is compared with the content, never trusted. */
const EXTENSION_KINDS = new Map<string, UploadKind>(
  Object.entries({
    png: 'image',
    jpg: 'image',
    jpeg: 'image',
    jfif: 'image',
    webp: 'image',
    gif: 'image',
    svg: 'image',
    svgz: 'image',
    bmp: 'image',
    ico: 'image',
    avif: 'image',
    heic: 'image',
    tif: 'image',
    tiff: 'image',
    pdf: 'pdf',
    mp4: 'video',
    m4v: 'video',
    mov: 'video',
    webm: 'video',
    mkv: 'video',
    avi: 'video',
  } satisfies Record<string, UploadKind>),
);

function kindOfType(mediaType: string | null): UploadKind | null {
  if (!mediaType) return null;
  if (mediaType.startsWith('image/')) return 'image';
  if (mediaType.startsWith('video/')) return 'video';
  return mediaType === 'application/pdf' ? 'pdf' : null;
}

/**
 * The kinds an upload claims to be, from its file name's extension and its data URL's media type.
 * A file that claims to be an image but holds a PDF (or the reverse) is refused, even where both are allowed;
 * so is a name ending in any other extension (`x.png.html`: 'other'). A name without one (`IMG_1234`,
 * `Rapor v1.2`) claims nothing.
 */
export function claimedKinds(fileName: string, mediaType: string | null): (UploadKind | 'other')[] {
  const extension = /\.([a-z0-9]{1,10})$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  const named: UploadKind | 'other' | null =
    extension && /[a-z]/.test(extension) ? (EXTENSION_KINDS.get(extension) ?? 'other') : null;
  return [named, kindOfType(mediaType)].filter((kind): kind is UploadKind | 'other' => kind !== null);
}
