import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { cleanHtml, hasMarkup } from './announcementHtml.ts';

/**
 * An announcement body: HTML when it has markup (sanitised again in the browser), else plain text with
 * its line breaks. Images fit the width.
 */
export function SafeHtml({ html, label }: { html: string; label: string }) {
  const clean = useMemo(() => cleanHtml(html), [html]);
  return (
    <Box
      role="article"
      aria-label={label}
      sx={{
        whiteSpace: hasMarkup(html) ? 'normal' : 'pre-wrap',
        '& img': { maxWidth: '100%', height: 'auto' },
        '& a': { color: 'primary.main' },
      }}
      // sanitised by cleanHtml here and by the server on save
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
