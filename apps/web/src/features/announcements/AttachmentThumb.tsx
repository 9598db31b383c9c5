import { useEffect, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import MovieIcon from '@mui/icons-material/Movie';
import PdfIcon from '@mui/icons-material/PictureAsPdf';
import FileIcon from '@mui/icons-material/InsertDriveFile';
import { isImageExtension, isVideoExtension } from './multimediaFiles.ts';

/** A chosen image's preview address, revoked when it is no longer shown. */
function useObjectUrl(file: File | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) return undefined;
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

export interface AttachmentThumbProps {
  extension: string;
  /** A stored file's address, or a chosen (accepted) file. */
  src?: string;
  file?: File;
}

/** A 48 px thumbnail: the image itself, else an icon of the file's kind. */
export function AttachmentThumb({ extension, src, file }: AttachmentThumbProps) {
  const image = isImageExtension(extension);
  const objectUrl = useObjectUrl(image && file ? file : undefined);
  const shown = image ? (src ?? objectUrl) : undefined;
  const Icon = isVideoExtension(extension) ? MovieIcon : extension === 'pdf' ? PdfIcon : FileIcon;
  return (
    <ListItemAvatar>
      <Avatar variant="rounded" src={shown} alt="" sx={{ width: 48, height: 48, mr: 1 }}>
        <Icon />
      </Avatar>
    </ListItemAvatar>
  );
}

/** A file's size as people read it: '640 KB', '2,6 MB' in Turkish, '2.6 MB' in English. */
export function formatFileSize(bytes: number, language: string): string {
  const kb = bytes / 1024;
  const number = (value: number) => value.toLocaleString(language, { maximumFractionDigits: 1 });
  return kb < 1024 ? `${number(Math.max(kb, 0.1))} KB` : `${number(kb / 1024)} MB`;
}
