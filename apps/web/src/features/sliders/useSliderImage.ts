import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFileCheck } from '../../components/useFileCheck.ts';
import { uploadFile } from '../../graphql/uploadFile.ts';
import { bigEnough, type CropFrame } from './cropFrame.ts';
import { cropToFile, openImage, type OpenedImage } from './cropImage.ts';

const RULE = { kinds: ['image', 'video'] as const };

export interface SliderImageState {
  /** The image waiting in the crop dialog. */
  cropping: OpenedImage | null;
  /** 0…1 while the file is sent; null otherwise. */
  progress: number | null;
  /** The sent file, shown under the drop area. */
  sent: { name: string; url: string; kind: 'image' | 'video' } | null;
}

/**
 * The slider item's file, chosen at creation (docs/navigation.md, Sliders): checked as the server will, an
 * image under 800×400 refused at once with the spec's message, an image cropped in the dialog, then streamed
 * to `POST /files/upload` with progress; `onUploaded` gets the upload id the save names it by, `onRefused`
 * the message to show at the field.
 */
export function useSliderImage(onUploaded: (uploadId: string) => void, onRefused: (message: string) => void) {
  const { t } = useTranslation();
  const check = useFileCheck(RULE);
  const [state, setState] = useState<SliderImageState>({ cropping: null, progress: null, sent: null });

  useEffect(
    () => () => {
      if (state.sent) URL.revokeObjectURL(state.sent.url);
    },
    [state.sent],
  );

  const send = useCallback(
    async (file: File, kind: 'image' | 'video') => {
      setState((s) => ({ ...s, cropping: null, progress: 0 }));
      const answer = await uploadFile(file, [kind], (progress) => setState((s) => ({ ...s, progress })));
      if (!answer.isSuccess || !answer.data) {
        setState((s) => ({ ...s, progress: null }));
        onRefused(answer.message ?? t('contract:codes.Unexpected'));
        return;
      }
      setState((s) => ({
        ...s,
        progress: null,
        sent: { name: file.name, url: URL.createObjectURL(file), kind },
      }));
      onUploaded(answer.data.uploadId);
    },
    [onRefused, onUploaded, t],
  );

  const choose = useCallback(
    async (files: readonly File[]) => {
      const [file] = files;
      if (!file) return;
      if (files.length > 1) return onRefused(t('sliders.oneFile'));
      const problem = await check(file);
      if (problem) return onRefused(problem);
      if (file.type.startsWith('video/')) return send(file, 'video');
      const image = await openImage(file).catch(() => null);
      if (!image) return onRefused(t('contract:codes.FileType'));
      if (!bigEnough(image.size)) {
        URL.revokeObjectURL(image.url);
        return onRefused(t('contract:validation.imageTooSmall'));
      }
      setState((s) => ({ ...s, cropping: image }));
    },
    [check, onRefused, send, t],
  );

  const crop = useCallback(
    async (source: File, frame: CropFrame) => {
      const image = state.cropping;
      if (!image) return;
      const cropped = await cropToFile(image, frame, source);
      URL.revokeObjectURL(image.url);
      await send(cropped, 'image');
    },
    [send, state.cropping],
  );

  const cancelCrop = useCallback(() => {
    if (state.cropping) URL.revokeObjectURL(state.cropping.url);
    setState((s) => ({ ...s, cropping: null }));
  }, [state.cropping]);

  return { state, choose, crop, cancelCrop };
}
