import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../graphql/client.ts';
import { isAuthFailure } from '../graphql/envelope.ts';
import { UploadEditorImageDocument } from '../graphql/generated/editorImage.ts';
import { failureText } from '../crud/core/failureText.ts';
import { isEditorImage } from './editorImage.ts';
import { readImageFile } from './readImageFile.ts';
import { useFileCheck } from './useFileCheck.ts';
import { useToast } from './useToast.ts';

/** The editor's images: PNG, JPEG or WebP by their bytes (spec 000 §5), within the image limit. */
const EDITOR_IMAGE_RULE = { kinds: ['image'], extensions: ['png', 'jpg', 'webp'] } as const;

/**
 * The rich-text editor's image upload, one for every editor (announcements, app pages): the file checked
 * here first (type and size, the message kept for the field), then sent to `uploadEditorImage`; answers the
 * stored path, or null with the reason shown (a refusal as a toast).
 */
export function useEditorImageUpload() {
  const { t } = useTranslation();
  const toast = useToast();
  const checkImage = useFileCheck(EDITOR_IMAGE_RULE);
  const [error, setError] = useState<string | undefined>();
  const upload = useMutation({
    mutationFn: async (file: File) =>
      request('upload', UploadEditorImageDocument, {
        inputModel: { fileName: file.name, fileBase64String: (await readImageFile(file)).base64 },
      }),
  });

  async function uploadImage(file: File): Promise<string | null> {
    if (!isEditorImage(file.name)) {
      setError(t('announcements.editor.imageType'));
      return null;
    }
    const problem = await checkImage(file);
    setError(problem ?? undefined);
    if (problem) return null;
    const answer = await upload.mutateAsync(file);
    if (answer.isSuccess && answer.data) return answer.data.filePath;
    if (!isAuthFailure(answer)) toast.error(failureText(answer, t));
    return null;
  }

  return { uploadImage, uploading: upload.isPending, error };
}
