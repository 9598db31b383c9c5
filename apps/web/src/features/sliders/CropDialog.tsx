import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { initialFrame, moveFrame, resizeFrame, type CropFrame } from './cropFrame.ts';
import type { OpenedImage } from './cropImage.ts';

/** Source pixels a key press moves or grows the frame by (with Shift: five times as much). */
const STEP = 10;

interface Drag {
  mode: 'move' | 'resize';
  startX: number;
  startY: number;
  frame: CropFrame;
}

export interface CropDialogProps {
  image: OpenedImage;
  onCancel(): void;
  onCrop(frame: CropFrame): void;
}

/**
 * The crop dialog (spec 001 §2 Image handling): the image with a 2:1 frame starting at 800×400 source
 * pixels in its middle; drag the frame to move it and its corner to resize it, or use the keyboard (arrows
 * move, + and − resize, Shift for bigger steps). The frame never goes below 800×400 or outside the image.
 */
export function CropDialog({ image, onCancel, onCrop }: CropDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const helpId = useId();
  const [frame, setFrame] = useState(() => initialFrame(image.size));
  const box = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const scale = () => (box.current?.clientWidth ?? image.size.width) / image.size.width;

  const start = (mode: Drag['mode']) => (event: PointerEvent<HTMLElement>) => {
    event.preventDefault();
    event.stopPropagation();
    (event.currentTarget as HTMLElement).setPointerCapture?.(event.pointerId);
    drag.current = { mode, startX: event.clientX, startY: event.clientY, frame };
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current) return;
    const dx = (event.clientX - current.startX) / scale();
    const dy = (event.clientY - current.startY) / scale();
    setFrame(
      current.mode === 'move'
        ? moveFrame(current.frame, dx, dy, image.size)
        : resizeFrame(current.frame, Math.max(dx, dy * 2), image.size, 'corner'),
    );
  };
  const end = () => (drag.current = null);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = event.shiftKey ? STEP * 5 : STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    let next: CropFrame | null = null;
    if (move) next = moveFrame(frame, move[0], move[1], image.size);
    else if (event.key === '+' || event.key === '=')
      next = resizeFrame(frame, step * 2, image.size, 'centre');
    else if (event.key === '-' || event.key === '_')
      next = resizeFrame(frame, -step * 2, image.size, 'centre');
    if (!next) return;
    event.preventDefault();
    setFrame(next);
  };

  const percent = (value: number, of: number) => `${(value / of) * 100}%`;
  return (
    <Dialog open fullWidth maxWidth="md" onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('sliders.cropTitle')}</DialogTitle>
      <DialogContent>
        <Typography id={helpId} variant="body2" sx={{ mb: 1 }}>
          {t('sliders.cropHelp')}
        </Typography>
        <Box
          ref={box}
          onPointerMove={onPointerMove}
          onPointerUp={end}
          onPointerCancel={end}
          sx={{
            position: 'relative',
            width: '100%',
            overflow: 'hidden',
            userSelect: 'none',
            touchAction: 'none',
            lineHeight: 0,
          }}
        >
          <Box
            component="img"
            src={image.url}
            alt=""
            draggable={false}
            sx={{ width: '100%', display: 'block' }}
          />
          <Box
            role="group"
            tabIndex={0}
            aria-label={t('sliders.cropFrame', { width: frame.width, height: frame.height })}
            aria-describedby={helpId}
            data-testid="crop-frame"
            onPointerDown={start('move')}
            onKeyDown={onKeyDown}
            sx={{
              position: 'absolute',
              left: percent(frame.x, image.size.width),
              top: percent(frame.y, image.size.height),
              width: percent(frame.width, image.size.width),
              height: percent(frame.height, image.size.height),
              outline: '2px solid #fff',
              boxShadow: '0 0 0 9999px rgba(0, 0, 0, 0.55)',
              cursor: 'move',
              '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
            }}
          >
            <Box
              aria-hidden
              data-testid="crop-handle"
              onPointerDown={start('resize')}
              sx={{
                position: 'absolute',
                right: -8,
                bottom: -8,
                width: 16,
                height: 16,
                bgcolor: '#fff',
                border: '2px solid #000',
                cursor: 'nwse-resize',
              }}
            />
          </Box>
        </Box>
        <Typography variant="body2" role="status" sx={{ mt: 1 }}>
          {t('sliders.cropSize', { width: frame.width, height: frame.height })}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={() => onCrop(frame)}>
          {t('sliders.crop')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
