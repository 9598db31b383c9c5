import { z } from 'zod';
import { id } from './reference.ts';
import { ignoredTag } from './sign-in.ts';
import { recipientFields, recipientsRule } from './recipients.ts';

/** Spec 000 §9: the announcement list shows 50 rows, with 50, 100, 150 and 200 to choose from. */
export const ANNOUNCEMENT_PAGE_SIZE = 50;
export const ANNOUNCEMENT_PAGE_SIZES = [50, 100, 150, 200] as const;
/** The detail page's carousel shows four images at a time; its recipients table pages by 10. */
export const ANNOUNCEMENT_CAROUSEL_ITEMS = 4;
export const ANNOUNCEMENT_USERS_PAGE_SIZE = 10;
/** Spec 000 §5: the editor accepts only these images (checked by content on the server). */
export const EDITOR_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;
export const TITLE_MAX_LENGTH = 300;
export const SPOT_TEXT_MAX_LENGTH = 1000;
/** The body is HTML from the editor; images are links to stored files, so 200 000 characters is plenty. */
export const BODY_MAX_LENGTH = 200_000;
/** Most files one announcement save may carry inline (the panel uploads them one per request instead). */
export const MULTIMEDIA_MAX_ITEMS = 20;

const title = z.string().trim().min(1).max(TITLE_MAX_LENGTH);
const body = z.string().trim().min(1).max(BODY_MAX_LENGTH);
const spotText = z
  .string()
  .trim()
  .max(SPOT_TEXT_MAX_LENGTH)
  .nullish()
  .transform((v) => (v ? v : null));
const fileName = z.string().trim().min(1).max(255);
/** The size is checked from the base64 length before decoding (acceptUpload); the body limit caps it too. */
const fileBase64String = z.string().min(1);

/** The answer of `POST /files/upload` (docs/api.md, Uploads). */
const uploadId = z.uuid();

const multimediaFields = {
  isCover: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  fileName,
  fileBase64String: fileBase64String.nullish(),
  uploadId: uploadId.nullish(),
};
const fileOrUpload = (v: { fileBase64String?: string | null; uploadId?: string | null }) =>
  (v.fileBase64String == null) !== (v.uploadId == null);
const fileOrUploadIssue = { message: 'fileOrUpload', path: ['fileBase64String'] };

/**
 * A file sent with a save, or on its own: image, video or pdf (spec 000 §3 multimedia upload item). The
 * spec's shape carries the bytes as `fileBase64String`; a large file is streamed to `POST /files/upload`
 * first and named here by its `uploadId` instead. Exactly one of the two.
 */
export const multimediaItem = z.object(multimediaFields).refine(fileOrUpload, fileOrUploadIssue);
const multimedias = z
  .array(multimediaItem)
  .max(MULTIMEDIA_MAX_ITEMS)
  .nullish()
  .transform((v) => v ?? []);

/** The announcement's own fields inside the create input (spec 000 §7 `announcement {…}`). */
export const announcementFields = z.object({ title, body, categoryId: id, spotText });

/** Create: the announcement, its recipients (users or groups, not both, at least one) and files. */
export const announcementCreateInput = z
  .object({ announcement: announcementFields, ...recipientFields, multimedias })
  .superRefine(recipientsRule);

/** Update: the category and the recipients stay; new files may come along. */
export const announcementUpdateInput = z.object({ id, title, body, spotText, multimedias });

/** A recipient added later: a user or a group, never both. */
export const announcementSendHistoryInput = z
  .object({ announcementId: id, userId: id.nullish(), groupId: id.nullish() })
  .refine((v) => (v.userId == null) !== (v.groupId == null), {
    message: 'usersOrGroups',
    path: ['groupId'],
  });

/** One file for an existing announcement, sent alone to the media service. */
export const announcementMultimediaInput = z
  .object({ announcementId: id, ...multimediaFields })
  .refine(fileOrUpload, fileOrUploadIssue);

/** An image for the editor's body, sent to the upload service; answers its public path. */
/**
 * uploadEditorImage (spec 001 §7: {source, fileBase64String, fileName, tag}): `source` and `tag` are accepted
 * for that shape and ignored (the content decides the kind, the token the tenant).
 */
export const editorImageInput = z.object({
  fileName,
  fileBase64String,
  source: z.string().nullish(),
  tag: ignoredTag,
});

/** The recipients table of the detail page. */
export const announcementUserPager = z.object({ announcementId: id });

export type AnnouncementCreateInput = z.input<typeof announcementCreateInput>;
export type AnnouncementUpdateInput = z.input<typeof announcementUpdateInput>;
export type MultimediaItem = z.output<typeof multimediaItem>;

/** The portal's read receipt: the announcement I opened (docs/portal.md). */
export const announcementReadInput = z.object({ announcementId: id });
