import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Box from '@mui/material/Box';
import { layoutTexts } from '../../content/navigation';
import { useTexts } from '../../hooks/useTexts';
import { iconButtonSx } from '../../components/buttonLook';
import { usePrefersReducedMotion } from '../../lib/reducedMotion';
import { scrollTopButtonSize } from './scrollTopSize';
import { useScrollProgress } from './useScrollProgress';

/** Spec: the button appears once the page is scrolled past this many pixels. */
export const scrollTopThresholdPx = 120;

const ringSize = scrollTopButtonSize;
const ringStroke = 4;
const ringRadius = (ringSize - ringStroke) / 2;
const ringLength = 2 * Math.PI * ringRadius;

/**
 * A round button that takes the visitor back to the top, with a ring around it that fills as they scroll. It sits
 * in the sticky header, in a place of its own: a button floating over the page covered a report card's grades and
 * a form's fields on phones. Its place is kept while it is hidden, so the header never shifts; its code
 * is fetched at the first scroll (ScrollTopPlace).
 */
export function ScrollTopButton() {
  const words = useTexts(layoutTexts);
  const { scrollY, percent } = useScrollProgress();
  const reducedMotion = usePrefersReducedMotion();
  const shown = scrollY > scrollTopThresholdPx;

  return (
    // Faded in and out by CSS, so no animation library ships with every page.
    <Box
      style={{ visibility: shown ? 'visible' : 'hidden', opacity: shown ? 1 : 0 }}
      sx={{
        transition: reducedMotion ? 'none' : `opacity 0.2s, visibility 0s linear ${shown ? 0 : 0.2}s`,
        position: 'relative',
        flexShrink: 0,
        width: ringSize,
        height: ringSize,
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {/* The progress ring: a circle whose stroke is drawn along the share of the page already scrolled. */}
      <svg
        width={ringSize}
        height={ringSize}
        aria-hidden
        style={{ position: 'absolute', inset: 0, transform: 'rotate(-90deg)' }}
      >
        <circle
          cx={ringSize / 2}
          cy={ringSize / 2}
          r={ringRadius}
          fill="none"
          stroke="#e3ecf9"
          strokeWidth={ringStroke}
        />
        <circle
          cx={ringSize / 2}
          cy={ringSize / 2}
          r={ringRadius}
          fill="none"
          stroke="#ffb300"
          strokeWidth={ringStroke}
          strokeDasharray={ringLength}
          strokeDashoffset={ringLength * (1 - percent / 100)}
          data-testid="scroll-progress-ring"
        />
      </svg>
      {/* A plain <button> in IconButton's look: every page shows it, and MUI's IconButton would bring ButtonBase. */}
      <Box
        component="button"
        type="button"
        aria-label={words.scrollToTop}
        onClick={() => window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' })}
        sx={[
          iconButtonSx(),
          {
            width: 40,
            height: 40,
            bgcolor: 'primary.main',
            color: 'common.white',
            '&:hover': { bgcolor: 'primary.dark' },
          },
        ]}
      >
        <KeyboardArrowUpIcon />
      </Box>
    </Box>
  );
}
