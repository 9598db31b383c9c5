import type { z } from 'zod';
import type { sliderItemCreateInput } from '@pano/contract';
import { createEntity } from '../../crud/write-entities.ts';
import type { Envelope } from '../../kernel/envelope.ts';
import type { OperationContext } from '../../request/context.ts';
import { withSavedFiles } from '../announcements/store-multimedias.ts';
import { checkInlineMedia } from './slider-media.ts';
import { sliderItemEntity } from './slider.entities.ts';

/**
 * createSliderItem (spec 001 §7): the generic create, with the item's file. An inline file
 * (`imageBase64String`) is checked — an image or a video by its bytes, an image at least 800×400 — before
 * anything is written, then stored, and removed again if the save fails; a streamed one (`uploadId`) is taken
 * over inside the save's transaction (the entity's hook).
 */
export async function createSliderItem(
  op: OperationContext,
  input: z.output<typeof sliderItemCreateInput>,
): Promise<Envelope<{ id: number }>> {
  const { imageBase64String, fileName, ...fields } = input;
  if (!imageBase64String) return createEntity(op, sliderItemEntity, fields);
  const file = checkInlineMedia(fileName ?? '', imageBase64String);
  return withSavedFiles(op.session.files, async (saved) => {
    const imagePath = await op.session.files.save(file);
    saved.push(imagePath);
    return createEntity(op, sliderItemEntity, { ...fields, imagePath, mediaKind: file.kind });
  });
}
