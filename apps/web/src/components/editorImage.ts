import { EDITOR_IMAGE_EXTENSIONS } from '@pano/contract';

/** The editor's file chooser: jpg, jpeg, png, webp only (spec 000 §5). */
export const EDITOR_IMAGE_ACCEPT = EDITOR_IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** Whether a chosen file's name has an accepted extension (the server checks the content as well). */
export function isEditorImage(fileName: string): boolean {
  const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  return (EDITOR_IMAGE_EXTENSIONS as readonly string[]).includes(extension);
}
