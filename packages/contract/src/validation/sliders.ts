import { z } from 'zod';
import { id, requiredName } from './reference.ts';
import { stripInvisible } from './text.ts';
import {
  TARGET_COMPONENTS,
  TARGET_PAYLOAD_MAX_LENGTH,
  navigationDescription,
  navigationPosition,
  windowDay,
  windowInOrder,
  windowIssue,
} from './navigation.ts';

/** Spec 001 §5, §9: a slider item's name has at most 35 characters (MaxCharacter 35). */
export const SLIDER_ITEM_NAME_MAX_LENGTH = 35;
/** Spec 001 §9: an image is at least 800×400 pixels; the crop frame starts there and keeps 2:1. */
export const SLIDER_IMAGE_MIN_WIDTH = 800;
export const SLIDER_IMAGE_MIN_HEIGHT = 400;
/** What a slider item's file may be (spec 001 §5: one image or video), recognised by its bytes. */
export const SLIDER_MEDIA_KINDS = ['image', 'video'] as const;
export type SliderMediaKind = (typeof SLIDER_MEDIA_KINDS)[number];

/** A slider (spec 001 §3: id, name). */
export const sliderCreateInput = z.object({ name: requiredName });
export const sliderUpdateInput = sliderCreateInput.extend({ id });

const itemFields = {
  sliderId: id,
  name: z.string().overwrite(stripInvisible).trim().min(1).max(SLIDER_ITEM_NAME_MAX_LENGTH),
  description: navigationDescription,
  position: navigationPosition,
  targetComponent: z.enum(TARGET_COMPONENTS),
  /** As a menu entry's: HTML, `{"url": …}` or `{"formId": n}` — checked and stored clean on the server. */
  targetPayload: z.string().max(TARGET_PAYLOAD_MAX_LENGTH),
  startDate: windowDay,
  endDate: windowDay,
};

/** The file of a new item: inline (the spec's `imageBase64String`) or streamed first (`uploadId`). */
const mediaFields = {
  imageBase64String: z.string().nullish(),
  fileName: z.string().trim().max(255).nullish(),
  uploadId: z.uuid().nullish(),
};

/**
 * A slider item (spec 001 §3, §7 createSliderItem): the image or video is required at creation
 * (SliderItem.Required, on `imageBase64String`), either inline or named by the `uploadId` of a file streamed
 * to `POST /files/upload` — one of the two. Its size (an image at least 800×400) is checked on the server.
 */
export const sliderItemCreateInput = z
  .object({ ...itemFields, ...mediaFields })
  .refine((v) => Boolean(v.imageBase64String || v.uploadId), {
    message: 'sliderItemRequired',
    path: ['imageBase64String'],
  })
  .refine((v) => !(v.imageBase64String && v.uploadId), {
    message: 'fileOrUpload',
    path: ['imageBase64String'],
  })
  .refine(windowInOrder, windowIssue);

/**
 * An item's update: never its file (spec 001 §4: the image is chosen only at creation). The file fields are
 * accepted, so a client sending the row back is not refused, and ignored.
 */
export const sliderItemUpdateInput = z
  .object({ ...itemFields, ...mediaFields, id })
  .refine(windowInOrder, windowIssue);

/** A role that sees a slider item (spec 001 §7 createSliderItemRole {sliderItemId, roleId}). */
export const sliderItemRoleCreateInput = z.object({ sliderItemId: id, roleId: id });
export const sliderItemRoleUpdateInput = sliderItemRoleCreateInput.extend({ id });
