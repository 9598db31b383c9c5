import {
  announcementMultimediaInput,
  announcementReadInput,
  announcementResource,
  announcementSendHistoryInput,
  editorImageInput,
  iconPagerInput,
} from '@pano/contract';
import { defineMutation, defineQuery } from '../../graphql/operations.ts';
import { plainObject } from '../../graphql/objects.ts';
import { defineArea } from '../area.ts';
import {
  announcementEntity,
  announcementMultimediaEntity,
  announcementSendHistoryEntity,
  announcementUserEntity,
} from './announcement.entities.ts';
import { categoryEntity } from './category.entity.ts';
import { listIcons, type Icon } from './icons.ts';
import { createAnnouncement } from './create-announcement.ts';
import { updateAnnouncement } from './update-announcement.ts';
import { deleteAnnouncement } from './delete-announcement.ts';
import { deleteAnnouncementMultimedia, uploadAnnouncementMultimedia } from './announcement-multimedia.ts';
import { createAnnouncementSendHistory, deleteAnnouncementSendHistory } from './announcement-send-history.ts';
import { uploadEditorImage } from './upload-editor-image.ts';
import {
  currentAnnouncements,
  markAnnouncementRead,
  myAnnouncement,
  myAnnouncementPager,
  myAnnouncements,
  type MyAnnouncement,
} from './my-announcements.ts';

const { create, update, remove } = announcementResource;
/** The nested inputs' type names (spec 000 §7: `inputModel {announcement {…}, userIds, groupIds, multimedias}`). */
const nested = { announcement: 'AnnouncementInput', multimedias: 'AnnouncementMultimediaItemInput' };

/**
 * Announcements and their categories (spec 000 §2 Announcements): the generic list, detail and recipients;
 * nested create and update, delete with its files, send histories, multimedia upload (media service) and
 * delete, the editor's image upload (upload service), and the category icons.
 */
export const announcementsArea = defineArea({
  name: 'announcements',
  entities: [
    categoryEntity,
    announcementSendHistoryEntity,
    announcementUserEntity,
    announcementMultimediaEntity,
    announcementEntity,
  ],
  main(kit) {
    const icon = plainObject<Icon>(kit, 'Icon', { name: 'String' });
    defineQuery(kit, {
      name: 'icons',
      type: kit.list('Icon', icon),
      input: { arg: 'pagerModel', schema: iconPagerInput, typeName: 'IconPagerModel', optional: true },
      run: listIcons,
    });
    defineMutation(kit, {
      name: create.name,
      input: { schema: create.input, typeName: 'AnnouncementCreateInput', nested },
      run: createAnnouncement,
    });
    defineMutation(kit, {
      name: update.name,
      input: { schema: update.input, typeName: 'AnnouncementUpdateInput', nested },
      run: updateAnnouncement,
    });
    defineMutation(kit, { name: remove, id: true, run: deleteAnnouncement });
    defineMutation(kit, {
      name: 'createAnnouncementSendHistory',
      input: { schema: announcementSendHistoryInput, typeName: 'AnnouncementSendHistoryInput' },
      run: createAnnouncementSendHistory,
    });
    defineMutation(kit, {
      name: 'deleteAnnouncementSendHistory',
      id: true,
      run: deleteAnnouncementSendHistory,
    });
    defineMutation(kit, {
      name: 'uploadAnnouncementMultimedia',
      input: { schema: announcementMultimediaInput, typeName: 'AnnouncementMultimediaInput' },
      run: uploadAnnouncementMultimedia,
    });
    defineMutation(kit, {
      name: 'deleteAnnouncementMultimedia',
      id: true,
      run: deleteAnnouncementMultimedia,
    });
    const image = plainObject<{ filePath: string }>(kit, 'EditorImage', { filePath: 'String' });
    defineMutation(kit, {
      name: 'uploadEditorImage',
      type: kit.single('EditorImage', image),
      input: { schema: editorImageInput, typeName: 'EditorImageInput' },
      run: uploadEditorImage,
    });
  },
  portal(kit) {
    const media = plainObject<MyAnnouncement['multimedias'][number]>(kit, 'MyAnnouncementMultimedia', {
      id: 'Int',
      fileName: 'String',
      filePath: 'String',
      fileExtension: 'String',
      isCover: 'Boolean',
    });
    const announcement = plainObject<MyAnnouncement>(kit, 'MyAnnouncement', {
      id: 'Int',
      title: 'String',
      spotText: 'String?',
      body: 'String',
      createTime: 'String',
      categoryId: 'Int',
      categoryName: 'String',
      categoryIcon: 'String',
      isCurrent: 'Boolean',
      isRead: 'Boolean',
      readTime: 'String?',
      multimedias: { list: media as never },
    });
    defineQuery(kit, {
      name: 'myAnnouncements',
      type: kit.list('MyAnnouncement', announcement),
      input: {
        arg: 'pagerModel',
        schema: myAnnouncementPager,
        typeName: 'MyAnnouncementPagerModel',
        optional: true,
      },
      run: myAnnouncements,
    });
    defineQuery(kit, {
      name: 'currentAnnouncements',
      type: kit.list('MyAnnouncement', announcement),
      run: currentAnnouncements,
    });
    defineQuery(kit, {
      name: 'myAnnouncement',
      type: kit.single('MyAnnouncement', announcement),
      id: true,
      run: myAnnouncement,
    });
    defineMutation(kit, {
      name: 'markAnnouncementRead',
      input: { schema: announcementReadInput, typeName: 'AnnouncementReadInput' },
      run: markAnnouncementRead,
    });
  },
});
