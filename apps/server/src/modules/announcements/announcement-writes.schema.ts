import {
  announcementFields,
  announcementMultimediaInput,
  announcementSendHistoryInput,
  editorImageInput,
  multimediaItem,
} from '@pano/contract';
import type { Kit } from '../../graphql/builder.ts';
import type { Session } from '../../app/context.ts';
import type { Envelope } from '../../app/envelope.ts';
import { run } from '../../app/run.ts';
import { contractInput } from '../../crud/register-entity.ts';
import { createAnnouncement } from './create-announcement.ts';
import { updateAnnouncement } from './update-announcement.ts';
import { deleteAnnouncement } from './delete-announcement.ts';
import { deleteAnnouncementMultimedia, uploadAnnouncementMultimedia } from './announcement-multimedia.ts';
import { createAnnouncementSendHistory, deleteAnnouncementSendHistory } from './announcement-send-history.ts';
import { uploadEditorImage } from './upload-editor-image.ts';

type Write = (session: Session, input: unknown) => Promise<Envelope<{ id: number }>>;

/**
 * Announcements' writes (spec 000 §7): nested create and update, delete with its files, send histories,
 * multimedia upload (media service) and delete, and the editor's image upload (upload service).
 */
export function registerAnnouncementWrites(kit: Kit): void {
  const { builder } = kit;
  const fields = contractInput(kit, 'AnnouncementInput', announcementFields);
  const multimedia = contractInput(kit, 'AnnouncementMultimediaItemInput', multimediaItem);
  const createInput = builder.inputType('AnnouncementCreateInput', {
    fields: (t) => ({
      announcement: t.field({ type: fields, required: false }),
      userIds: t.intList({ required: false }),
      groupIds: t.intList({ required: false }),
      multimedias: t.field({ type: [multimedia], required: false }),
    }),
  });
  const updateInput = builder.inputType('AnnouncementUpdateInput', {
    fields: (t) => ({
      id: t.int({ required: false }),
      title: t.string({ required: false }),
      body: t.string({ required: false }),
      spotText: t.string({ required: false }),
      multimedias: t.field({ type: [multimedia], required: false }),
    }),
  });
  // Each input type differs; the use case parses its own input with the contract, so it is `unknown` here.
  const withInput: [string, unknown, Write][] = [
    ['createAnnouncement', createInput, createAnnouncement],
    ['updateAnnouncement', updateInput, updateAnnouncement],
    [
      'createAnnouncementSendHistory',
      contractInput(kit, 'AnnouncementSendHistoryInput', announcementSendHistoryInput),
      createAnnouncementSendHistory,
    ],
    [
      'uploadAnnouncementMultimedia',
      contractInput(kit, 'AnnouncementMultimediaInput', announcementMultimediaInput),
      uploadAnnouncementMultimedia,
    ],
  ];
  for (const [name, input, write] of withInput) {
    builder.mutationField(name, (t) =>
      t.field({
        type: kit.mutationResult,
        args: { inputModel: t.arg({ type: input as never, required: true }) },
        resolve: (_root, args, ctx) => run(ctx, (s) => write(s, args.inputModel as unknown)),
      }),
    );
  }
  const byId: [string, (session: Session, id: number) => Promise<Envelope<{ id: number }>>][] = [
    ['deleteAnnouncement', deleteAnnouncement],
    ['deleteAnnouncementSendHistory', deleteAnnouncementSendHistory],
    ['deleteAnnouncementMultimedia', deleteAnnouncementMultimedia],
  ];
  for (const [name, remove] of byId) {
    builder.mutationField(name, (t) =>
      t.field({
        type: kit.mutationResult,
        args: { id: t.arg.int({ required: true }) },
        resolve: (_root, args, ctx) => run(ctx, (s) => remove(s, args.id)),
      }),
    );
  }
  const filePath = builder.objectRef<{ filePath: string }>('EditorImage').implement({
    fields: (t) => ({ filePath: t.exposeString('filePath') }),
  });
  const imageInput = contractInput(kit, 'EditorImageInput', editorImageInput);
  builder.mutationField('uploadEditorImage', (t) =>
    t.field({
      type: kit.single('EditorImage', filePath),
      args: { inputModel: t.arg({ type: imageInput, required: true }) },
      resolve: (_root, args, ctx) => run(ctx, (s) => uploadEditorImage(s, args.inputModel)),
    }),
  );
}
