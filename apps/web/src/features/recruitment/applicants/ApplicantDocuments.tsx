import { useRef, useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/FileDownload';
import UploadIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/BusyButton.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { formatDate } from '../../../crud/core/format.ts';
import { useOptions } from '../../../crud/hooks/useOptions.ts';
import { documentTypeChoices } from './sources.ts';
import { useApplicantDocuments } from './useApplicantDocuments.ts';

interface DocumentRow {
  id: number;
  fileName: string;
  size: number;
  createTime: string;
  documentType: { name: string } | null;
}

const DOCUMENT_ACCEPT = 'application/pdf,image/png,image/jpeg,image/webp,image/gif';

/**
 * The applicant's documents (CV and others by type): choose a type and a pdf or image file to add it,
 * download one (the file is private: the panel asks for it), remove one after a question.
 */
export function ApplicantDocuments({
  applicantId,
  documents,
  onChanged,
}: {
  applicantId: number;
  documents: readonly DocumentRow[];
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { options } = useOptions({ source: documentTypeChoices });
  const [typeId, setTypeId] = useState<number | ''>('');
  const [pendingRemove, setPendingRemove] = useState<DocumentRow | null>(null);
  const [missingType, setMissingType] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const work = useApplicantDocuments(applicantId, onChanged);
  const chooseFile = () => {
    if (typeId === '') {
      setMissingType(true);
      return;
    }
    fileInput.current?.click();
  };
  const onFile = (file: File | undefined) => {
    if (file && typeId !== '') void work.add(file, typeId);
    if (fileInput.current) fileInput.current.value = '';
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography variant="subtitle1" component="h2" gutterBottom>
        {t('applicants.documents')}
      </Typography>
      {documents.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('applicants.noDocuments')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {documents.map((document) => (
            <ListItem
              key={document.id}
              disableGutters
              secondaryAction={
                <>
                  <IconButton
                    aria-label={t('applicants.downloadOf', { name: document.fileName })}
                    onClick={() => work.download(document.id)}
                  >
                    <DownloadIcon />
                  </IconButton>
                  <IconButton
                    aria-label={t('applicants.removeOf', { name: document.fileName })}
                    onClick={() => setPendingRemove(document)}
                  >
                    <DeleteIcon />
                  </IconButton>
                </>
              }
            >
              <ListItemText
                sx={{ pr: 10, overflowWrap: 'anywhere' }}
                primary={document.fileName}
                secondary={`${document.documentType?.name ?? ''} · ${formatDate(document.createTime)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          select
          size="small"
          sx={{ minWidth: 200 }}
          label={t('contract:fields.documentTypeId')}
          value={typeId}
          error={missingType && typeId === ''}
          helperText={missingType && typeId === '' ? t('applicants.chooseType') : undefined}
          onChange={(event) => setTypeId(Number(event.target.value))}
        >
          {options.map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <BusyButton variant="outlined" busy={work.adding} startIcon={<UploadIcon />} onClick={chooseFile}>
          {t('applicants.addDocument')}
        </BusyButton>
        <input
          ref={fileInput}
          type="file"
          hidden
          accept={DOCUMENT_ACCEPT}
          data-testid="applicant-document-file"
          onChange={(event) => onFile(event.target.files?.[0])}
        />
      </Box>
      {work.progress !== null && (
        <LinearProgress
          sx={{ mt: 1 }}
          variant="determinate"
          value={work.progress * 100}
          aria-label={t('applicants.uploading')}
        />
      )}
      <ConfirmDialog
        open={pendingRemove !== null}
        title={t('applicants.removeOf', { name: pendingRemove?.fileName ?? '' })}
        message={t('applicants.removeQuestion', { name: pendingRemove?.fileName ?? '' })}
        confirmLabel={t('common.delete')}
        busy={work.removing}
        color="error"
        onConfirm={() => {
          if (pendingRemove) void work.remove(pendingRemove.id).then(() => setPendingRemove(null));
        }}
        onCancel={() => setPendingRemove(null)}
      />
    </Paper>
  );
}
