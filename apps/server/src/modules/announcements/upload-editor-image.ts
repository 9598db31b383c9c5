import { editorImageInput } from '@pano/contract';
import type { Session } from '../../app/context.ts';
import { DomainError, ok, type Envelope } from '../../app/envelope.ts';
import { parseInput } from '../../app/validation-error.ts';
import { acceptUpload } from '../../files/accept-upload.ts';

/** The editor takes jpg, jpeg, png and webp (spec 000 §5), recognised by their bytes (jpeg is stored as jpg). */
const EDITOR_EXTENSIONS = new Set(['jpg', 'png', 'webp']);

/** Stores an image for an announcement body and answers its public path, inserted into the editor at once. */
export async function uploadEditorImage(
  session: Session,
  input: unknown,
): Promise<Envelope<{ filePath: string }>> {
  const { fileName, fileBase64String } = parseInput(editorImageInput, input);
  const upload = acceptUpload({ fileName, fileBase64String }, ['image']);
  if (!EDITOR_EXTENSIONS.has(upload.extension)) throw new DomainError('FileType');
  return ok({ filePath: await session.files.save(upload) });
}
