import { useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import TitleIcon from '@mui/icons-material/Title';
import ImageIcon from '@mui/icons-material/Image';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { useTranslation } from 'react-i18next';
import { EDITOR_IMAGE_ACCEPT } from './editorImage.ts';

export interface RichTextEditorProps {
  label: string;
  value: string;
  onChange(html: string): void;
  /**
   * Stores a chosen image and answers its path (null when refused: the hook shows why). Without it the
   * editor has no image button (a menu's page: docs/navigation.md).
   */
  uploadImage?: (file: File) => Promise<string | null>;
  uploading?: boolean;
  error?: string;
}

function ToolButton(props: { label: string; onClick(): void; disabled?: boolean; children: ReactNode }) {
  return (
    <Tooltip title={props.label} describeChild>
      <span>
        <IconButton size="small" aria-label={props.label} onClick={props.onClick} disabled={props.disabled}>
          {props.children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

function Toolbar({
  editor,
  onImage,
  uploading,
}: {
  editor: Editor;
  onImage?: () => void;
  uploading: boolean;
}) {
  const { t } = useTranslation();
  const chain = () => editor.chain().focus();
  return (
    <Stack direction="row" spacing={0.5} sx={{ borderBottom: 1, borderColor: 'divider', p: 0.5 }}>
      <ToolButton label={t('announcements.editor.bold')} onClick={() => chain().toggleBold().run()}>
        <FormatBoldIcon fontSize="small" />
      </ToolButton>
      <ToolButton label={t('announcements.editor.italic')} onClick={() => chain().toggleItalic().run()}>
        <FormatItalicIcon fontSize="small" />
      </ToolButton>
      <ToolButton label={t('announcements.editor.underline')} onClick={() => chain().toggleUnderline().run()}>
        <FormatUnderlinedIcon fontSize="small" />
      </ToolButton>
      <ToolButton
        label={t('announcements.editor.heading')}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      >
        <TitleIcon fontSize="small" />
      </ToolButton>
      <ToolButton
        label={t('announcements.editor.bulletList')}
        onClick={() => chain().toggleBulletList().run()}
      >
        <FormatListBulletedIcon fontSize="small" />
      </ToolButton>
      <ToolButton
        label={t('announcements.editor.orderedList')}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <FormatListNumberedIcon fontSize="small" />
      </ToolButton>
      <ToolButton label={t('announcements.editor.quote')} onClick={() => chain().toggleBlockquote().run()}>
        <FormatQuoteIcon fontSize="small" />
      </ToolButton>
      {onImage && (
        <ToolButton label={t('announcements.editor.image')} onClick={onImage} disabled={uploading}>
          <ImageIcon fontSize="small" />
        </ToolButton>
      )}
    </Stack>
  );
}

/**
 * The body's rich-text editor (TipTap): basic formatting, links, and images uploaded to the server and
 * inserted at once by their stored path (spec 000 §5: jpg, jpeg, png, webp).
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  uploadImage,
  uploading = false,
  error,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] },
      }),
      Image,
    ],
    content: value,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: changed }) => onChange(changed.getHTML()),
  });

  async function chosen(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file || !editor || !uploadImage) return;
    const src = await uploadImage(file);
    if (src) editor.chain().focus().setImage({ src, alt: file.name }).run();
  }

  return (
    <Box>
      <FormLabel required>{label}</FormLabel>
      <Paper variant="outlined" sx={{ mt: 0.5, borderColor: error ? 'error.main' : undefined }}>
        {editor && (
          <Toolbar
            editor={editor}
            uploading={uploading}
            {...(uploadImage ? { onImage: () => input.current?.click() } : {})}
          />
        )}
        <Box
          sx={{
            px: 1.5,
            minHeight: 160,
            '& .ProseMirror': { minHeight: 150, outline: 'none' },
            '& img': { maxWidth: '100%', height: 'auto' },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Paper>
      {uploadImage && (
        <input
          ref={input}
          type="file"
          hidden
          accept={EDITOR_IMAGE_ACCEPT}
          aria-label={t('announcements.editor.imageFile', { label })}
          onChange={(event) => void chosen(event.target.files?.[0])}
        />
      )}
      {(error ?? uploadImage) && (
        <FormHelperText error={Boolean(error)}>{error ?? t('announcements.editor.imageHint')}</FormHelperText>
      )}
    </Box>
  );
}
