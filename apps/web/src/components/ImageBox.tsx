import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ImageIcon from '@mui/icons-material/ImageOutlined';

export interface ImageBoxProps {
  /** The image's address; without one a placeholder says `emptyText`. */
  src: string | null;
  alt: string;
  emptyText: string;
  width?: number;
}

/** An image shown at a fixed width (logos: 250 px), or a placeholder of the same width. */
export function ImageBox({ src, alt, emptyText, width = 250 }: ImageBoxProps) {
  if (src)
    return <Box component="img" src={src} alt={alt} sx={{ width, maxWidth: '100%', height: 'auto' }} />;
  return (
    <Box
      role="img"
      aria-label={emptyText}
      sx={{
        width,
        maxWidth: '100%',
        height: width / 2,
        display: 'grid',
        placeItems: 'center',
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        borderRadius: 1,
        color: 'text.secondary',
      }}
    >
      <Box sx={{ textAlign: 'center' }}>
        <ImageIcon />
        <Typography variant="body2">{emptyText}</Typography>
      </Box>
    </Box>
  );
}
