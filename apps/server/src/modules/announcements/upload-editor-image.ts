import type { z } from 'zod';
import type { editorImageInput } from '@pano/contract';
import type { OperationContext } from '../../request/context.ts';
import { DomainError, ok, type Envelope } from '../../kernel/envelope.ts';
import { acceptUpload } from '../../files/accept-upload.ts';

/** The editor takes jpg, jpeg, png and webp (spec 000 §5), recognised by their bytes (jpeg is stored as jpg). */
const EDITOR_EXTENSIONS = new Set(['jpg', 'png', 'webp']);

/** Stores an image for an announcement body and answers its public path, inserted into the editor at once. */
export async function uploadEditorImage(
  { session }: OperationContext,
  { fileName, fileBase64String }: z.output<typeof editorImageInput>,
): Promise<Envelope<{ filePath: string }>> {
  const upload = acceptUpload({ fileName, fileBase64String }, ['image']);
  if (!EDITOR_EXTENSIONS.has(upload.extension)) throw new DomainError('FileType');
  return ok({ filePath: await session.files.save(upload) });
}
