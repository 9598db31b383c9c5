import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotFoundRedirect } from '../../components/NotFoundRedirect.tsx';
import { BackLink } from '../../components/BackLink.tsx';
import { formatDate } from '../../crud/core/format.ts';
import { ImageCarousel } from './ImageCarousel.tsx';
import { isImageExtension, isVideoExtension } from './multimediaFiles.ts';
import { RecipientsTable } from './RecipientsTable.tsx';
import { SafeHtml } from './SafeHtml.tsx';
import { useAnnouncement } from './useAnnouncement.ts';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function DetailScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const { announcement, failed } = useAnnouncement(id);
  if (failed) return <NotFoundRedirect />;
  if (!announcement) return null;
  const active = announcement.multimedias.filter((m) => m.isActive);
  const images = active
    .filter((m) => isImageExtension(m.fileExtension))
    .sort((a, b) => Number(b.isCover) - Number(a.isCover));
  const pdfs = active.filter((m) => m.fileExtension === 'pdf');
  const videos = active.filter((m) => isVideoExtension(m.fileExtension));
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <BackLink screen="announcements" />
        <Box sx={{ flexGrow: 1 }}>
          <Typography component="h2" variant="h5">
            {announcement.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDate(announcement.createTime)}
            {announcement.category ? ` · ${announcement.category.name}` : ''}
          </Typography>
        </Box>
      </Stack>
      {announcement.spotText && <Typography variant="subtitle1">{announcement.spotText}</Typography>}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <SafeHtml html={announcement.body} label={t('announcements.body')} />
      </Paper>
      {images.length > 0 && <ImageCarousel images={images} />}
      {videos.length > 0 && (
        <Section title={t('announcements.videos')}>
          <Stack spacing={1}>
            {videos.map((video) => (
              <Box
                key={video.id}
                component="video"
                controls
                preload="metadata"
                src={video.filePath}
                aria-label={video.fileName}
                sx={{ width: '100%', maxHeight: 360 }}
              />
            ))}
          </Stack>
        </Section>
      )}
      {pdfs.length > 0 && (
        <Section title={t('announcements.documents')}>
          <List dense>
            {pdfs.map((pdf) => (
              <ListItem key={pdf.id}>
                <ListItemIcon>
                  <PictureAsPdfIcon />
                </ListItemIcon>
                <Link href={pdf.filePath} target="_blank" rel="noopener noreferrer">
                  {pdf.fileName}
                </Link>
              </ListItem>
            ))}
          </List>
        </Section>
      )}
      <Section title={t('announcements.recipients')}>
        <RecipientsTable announcementId={id} />
      </Section>
    </Stack>
  );
}

/** /duyuru/duyurular/{announcementId}: date, title, body, images, pdfs and the recipients (spec 000 §2). */
export function AnnouncementDetailPage() {
  const { announcementId } = useParams();
  const id = Number(announcementId);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundRedirect />;
  return <DetailScreen key={id} id={id} />;
}
