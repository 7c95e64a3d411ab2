import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, type KeyboardEvent } from 'react';
import { articleTexts, type GalleryImage } from '../../content/newsArticle';
import { useTexts } from '../../hooks/useTexts';
import { LookButton } from '../../components/LookButton';
import { iconButtonSx } from '../../components/buttonLook';

interface GalleryLightboxProps {
  images: GalleryImage[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * One gallery image, large, in a modal dialog: named by its caption, focus kept inside, Escape or the close
 * button to leave (focus then returns to the thumbnail), previous and next by button or arrow keys.
 */
export function GalleryLightbox({ images, index, onIndexChange, onClose }: GalleryLightboxProps) {
  const words = useTexts(articleTexts).lightbox;
  const titleId = useId();
  const creditId = useId();
  const image = images[index];
  if (!image) return null;
  const count = images.length;
  const previous = () => onIndexChange((index - 1 + count) % count);
  const next = () => onIndexChange((index + 1) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') previous();
    if (event.key === 'ArrowRight') next();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      onKeyDown={onKeyDown}
      aria-labelledby={titleId}
      aria-describedby={creditId}
      maxWidth="lg"
      fullWidth
      sx={{ '& .MuiDialog-paper': { mx: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)', sm: undefined } } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7, fontSize: '1.125rem', lineHeight: 1.4 }}>
        {image.caption}
      </DialogTitle>
      <Box
        component="button"
        type="button"
        aria-label={words.close}
        onClick={onClose}
        sx={[iconButtonSx(), { position: 'absolute', right: 8, top: 8 }]}
      >
        <CloseIcon />
      </Box>
      <DialogContent>
        <Box
          component="img"
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          sx={{ display: 'block', width: '100%', height: 'auto', maxHeight: '70vh', objectFit: 'contain' }}
        />
        <Typography id={creditId} variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          {image.credit}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mt: 2 }}>
          <LookButton startIcon={<ChevronLeftIcon />} onClick={previous} aria-label={words.previousImage}>
            {words.previous}
          </LookButton>
          <Typography aria-live="polite" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
            {words.position(index + 1, count)}
          </Typography>
          <LookButton endIcon={<ChevronRightIcon />} onClick={next} aria-label={words.nextImage}>
            {words.next}
          </LookButton>
        </Box>
      </DialogContent>
    </Dialog>
  );
}
