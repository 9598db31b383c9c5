import { useEffect, useRef, useState, type DragEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslation } from 'react-i18next';
import { AttachmentThumb, formatFileSize } from './AttachmentThumb.tsx';
import { MULTIMEDIA_ACCEPT, type PendingFile, type StoredMultimedia } from './multimediaFiles.ts';

export interface MultimediaDropZoneProps {
  stored: StoredMultimedia[];
  pending: PendingFile[];
  disabled: boolean;
  /** Save was pressed while a refused file is listed (counts presses; 0: not): say why and show the file. */
  blocked?: number;
  onAdd(files: File[]): void;
  onRemoveStored(id: number): void;
  onRemovePending(key: string): void;
  onCover(key: string): void;
}

const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

function Progress({ item }: { item: PendingFile }) {
  const { t } = useTranslation();
  if (item.error)
    return (
      <Typography variant="caption" color="error" sx={{ display: 'block' }}>
        {item.error}
      </Typography>
    );
  if (item.progress === null) return null;
  const percent = Math.round(item.progress * 100);
  return (
    <LinearProgress
      variant="determinate"
      value={percent}
      aria-label={t('announcements.files.progress', { name: item.file.name, percent })}
    />
  );
}

/**
 * Images, videos and pdfs for the announcement: dropped or chosen, listed with a thumbnail, the size and a
 * labelled cover choice among the new images and an upload progress bar each once saving starts; stored files can be removed.
 */
export function MultimediaDropZone(props: MultimediaDropZoneProps) {
  const { t, i18n } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const { stored, pending, disabled, blocked = 0 } = props;
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!blocked) return;
    const refused = list.current?.querySelector<HTMLElement>('[data-refused] button[aria-label]');
    // (jsdom has no scrolling)
    refused?.scrollIntoView?.({ block: 'center' });
    refused?.focus();
  }, [blocked]);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) props.onAdd([...event.dataTransfer.files]);
  };
  return (
    <Box>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        data-testid="multimedia-drop-zone"
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: over ? 'primary.main' : 'divider',
          borderRadius: 1,
          p: 2,
          textAlign: 'center',
        }}
      >
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('announcements.files.drop')}
        </Typography>
        <Button startIcon={<CloudUploadIcon />} disabled={disabled} onClick={() => input.current?.click()}>
          {t('announcements.files.choose')}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          multiple
          accept={MULTIMEDIA_ACCEPT}
          aria-label={t('announcements.files.input')}
          onChange={(event) => {
            props.onAdd([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </Box>
      {blocked > 0 && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {t('announcements.files.refusedBlocksSave')}
        </Alert>
      )}
      <List ref={list} dense aria-label={t('announcements.files.list')}>
        {stored.map((item) => (
          <ListItem
            key={`stored-${item.id}`}
            secondaryAction={
              <IconButton
                edge="end"
                disabled={disabled}
                aria-label={t('announcements.files.remove', { name: item.fileName })}
                onClick={() => props.onRemoveStored(item.id)}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            }
          >
            <AttachmentThumb extension={item.fileExtension} src={item.filePath} />
            <ListItemText
              primary={item.fileName}
              secondary={
                item.isCover
                  ? `${item.fileExtension.toUpperCase()} · ${t('announcements.files.cover')}`
                  : item.fileExtension.toUpperCase()
              }
            />
          </ListItem>
        ))}
        {pending.map((item) => (
          <ListItem
            key={item.key}
            {...(item.refused ? { 'data-refused': true } : {})}
            secondaryAction={
              <IconButton
                edge="end"
                disabled={disabled}
                aria-label={t('announcements.files.remove', { name: item.file.name })}
                onClick={() => props.onRemovePending(item.key)}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            }
          >
            <AttachmentThumb
              extension={extensionOf(item.file.name)}
              {...(item.refused ? {} : { file: item.file })}
            />
            <ListItemText
              primary={item.file.name}
              secondary={
                <>
                  {formatFileSize(item.file.size, i18n.language)}
                  <Progress item={item} />
                </>
              }
              slotProps={{ secondary: { component: 'div' } }}
            />
            {!item.refused && item.file.type.startsWith('image/') && (
              <FormControlLabel
                label={t('announcements.files.coverChoice')}
                sx={{ mr: 4, flexShrink: 0 }}
                control={
                  <Radio
                    checked={item.isCover}
                    disabled={disabled}
                    onChange={() => props.onCover(item.key)}
                    slotProps={{
                      input: { 'aria-label': t('announcements.files.makeCover', { name: item.file.name }) },
                    }}
                  />
                }
              />
            )}
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
