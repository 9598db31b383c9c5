import { ENVELOPE_SELECTION } from '../../graphql/envelope.ts';

const RESULT = `${ENVELOPE_SELECTION} data { id }`;

/** What the edit dialog and the detail page read of one announcement. */
export const ANNOUNCEMENT_DOCUMENT = `query announcement($id: Int!) { announcement(id: $id) { ${ENVELOPE_SELECTION}
  data { id title spotText body createTime categoryId category { id name }
    sendHistories { id userId groupId user { id name surname } group { id name } }
    multimedias { id fileName filePath fileExtension isActive isCover } } } }`;

/** The detail page's recipients table (spec 000 §7: announcementUserPagerModel). */
export const ANNOUNCEMENT_USERS_DOCUMENT = `query announcementUsers($pagerModel: AnnouncementUserPagerModel!) {
  announcementUsers(announcementUserPagerModel: $pagerModel) { ${ENVELOPE_SELECTION} totalItemCount
    data { id userId user { id name surname email } } } }`;

export const CREATE_ANNOUNCEMENT_DOCUMENT = `mutation createAnnouncement($inputModel: AnnouncementCreateInput!) {
  createAnnouncement(inputModel: $inputModel) { ${RESULT} } }`;

export const UPDATE_ANNOUNCEMENT_DOCUMENT = `mutation updateAnnouncement($inputModel: AnnouncementUpdateInput!) {
  updateAnnouncement(inputModel: $inputModel) { ${RESULT} } }`;

export const CREATE_SEND_HISTORY_DOCUMENT = `mutation createAnnouncementSendHistory(
  $inputModel: AnnouncementSendHistoryInput!) { createAnnouncementSendHistory(inputModel: $inputModel) { ${RESULT} } }`;

export const DELETE_SEND_HISTORY_DOCUMENT = `mutation deleteAnnouncementSendHistory($id: Int!) {
  deleteAnnouncementSendHistory(id: $id) { ${RESULT} } }`;

/** One dropped file, sent alone to the media service. */
export const UPLOAD_MULTIMEDIA_DOCUMENT = `mutation uploadAnnouncementMultimedia(
  $inputModel: AnnouncementMultimediaInput!) { uploadAnnouncementMultimedia(inputModel: $inputModel) { ${RESULT} } }`;

export const DELETE_MULTIMEDIA_DOCUMENT = `mutation deleteAnnouncementMultimedia($id: Int!) {
  deleteAnnouncementMultimedia(id: $id) { ${RESULT} } }`;

/** An editor image, sent to the upload service; answers its public path. */
export const UPLOAD_EDITOR_IMAGE_DOCUMENT = `mutation uploadEditorImage($inputModel: EditorImageInput!) {
  uploadEditorImage(inputModel: $inputModel) { ${ENVELOPE_SELECTION} data { filePath } } }`;
