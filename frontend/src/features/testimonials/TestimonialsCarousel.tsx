import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { alumni, testimonialTexts, type Alumnus, type TestimonialWords } from '../../content/testimonials';
import { useTexts } from '../../hooks/useTexts';
import { usePrefersReducedMotion } from '../../lib/reducedMotion';
import { iconButtonSx } from '../../components/buttonLook';
import { carouselFadeMs, useCarousel } from './useCarousel';

const controlSx = [
  iconButtonSx(),
  { bgcolor: 'primary.light', color: 'primary.main', '&:hover': { bgcolor: '#cfdcf3' } },
];

function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <Box role="img" aria-label={label} sx={{ display: 'flex', color: '#b26a00' }}>
      {Array.from({ length: rating }, (_, star) => (
        <StarIcon key={star} fontSize="small" />
      ))}
    </Box>
  );
}

interface SlideProps {
  alumnus: Alumnus;
  words: TestimonialWords;
  label: string;
  /** The slide shown; the others keep their place in the layout, hidden. */
  current: boolean;
  /** Faded in (false while the carousel fades between slides). */
  visible: boolean;
  reducedMotion: boolean;
}

/** One testimonial: the quote, who said it, and their rating. */
function Slide({ alumnus, words, label, current, visible, reducedMotion }: SlideProps) {
  const said = words.said[alumnus.id];
  return (
    <Box
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      aria-hidden={current ? undefined : true}
      style={{ opacity: visible ? 1 : 0, visibility: current ? 'visible' : 'hidden' }}
      sx={{
        gridArea: '1 / 1',
        transition: reducedMotion ? 'none' : `opacity ${carouselFadeMs}ms ease-in-out`,
        p: { xs: 3, md: 5 },
        borderRadius: 4,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        textAlign: 'center',
      }}
    >
      <Box component="figure" sx={{ m: 0 }}>
        <FormatQuoteIcon aria-hidden sx={{ fontSize: 48, color: 'secondary.main' }} />
        <Box component="blockquote" sx={{ m: 0 }}>
          <Typography sx={{ fontSize: { xs: '1.0625rem', md: '1.25rem' }, lineHeight: 1.6 }}>{said.quote}</Typography>
        </Box>
        <Box
          component="figcaption"
          sx={{ mt: 3, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}
        >
          <img
            src={alumnus.image}
            alt=""
            width={72}
            height={72}
            loading="lazy"
            decoding="async"
            style={{ borderRadius: '50%' }}
          />
          <Typography component="span" sx={{ fontWeight: 700 }}>
            {alumnus.name}
          </Typography>
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
            {said.role}
          </Typography>
          <Stars rating={alumnus.rating} label={words.rated(alumnus.rating)} />
        </Box>
      </Box>
    </Box>
  );
}

/**
 * Alumni testimonials, one at a time. It advances by itself every 10 s, except while the pointer or focus is on
 * it, after the visitor pauses it, or when they prefer reduced motion. Built on the WAI carousel pattern.
 */
export function TestimonialsCarousel() {
  const words = useTexts(testimonialTexts);
  const reducedMotion = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pausedByVisitor, setPausedByVisitor] = useState(false);
  const rotating = !reducedMotion && !pausedByVisitor && !hovered && !focused;
  const { index, visible, goTo, next, previous } = useCarousel({
    count: alumni.length,
    paused: pausedByVisitor || hovered || focused,
    reducedMotion,
  });
  if (alumni.length === 0) return null;

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={words.label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)))
          setFocused(false);
      }}
      sx={{ maxWidth: 860, mx: 'auto' }}
    >
      {/* Announce slide changes only when they are the visitor's doing, never every 10 s on its own. Every slide is
          laid out in the same grid cell, the others hidden, so the carousel is always as tall as its tallest slide
          and the page below never moves as it turns. */}
      <Box aria-live={rotating ? 'off' : 'polite'} sx={{ display: 'grid' }}>
        {alumni.map((alumnus, position) => (
          <Slide
            key={alumnus.id}
            alumnus={alumnus}
            words={words}
            label={words.slide(position + 1, alumni.length)}
            current={position === index}
            visible={position === index && visible}
            reducedMotion={reducedMotion}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', alignItems: 'center', mt: 3 }}>
        <Box component="button" type="button" aria-label={words.previous} onClick={previous} sx={controlSx}>
          <ChevronLeftIcon />
        </Box>
        <Box component="ul" sx={{ display: 'flex', listStyle: 'none', m: 0, p: 0 }} aria-label={words.choose}>
          {alumni.map((alumnus, position) => (
            <li key={alumnus.id}>
              <Box
                component="button"
                type="button"
                aria-label={words.goTo(position + 1, alumni.length, alumnus.name)}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => goTo(position)}
                // At least 24 px to tap (WCAG 2.5.8): the dot is small, the button around it is not.
                sx={[iconButtonSx({ small: true }), { width: 32, height: 32 }]}
              >
                <Box
                  component="span"
                  sx={{
                    width: 12,
                    height: 12,
                    borderRadius: '50%',
                    border: 2,
                    borderColor: 'primary.main',
                    bgcolor: position === index ? 'primary.main' : 'transparent',
                  }}
                />
              </Box>
            </li>
          ))}
        </Box>
        <Box component="button" type="button" aria-label={words.next} onClick={next} sx={controlSx}>
          <ChevronRightIcon />
        </Box>
        {reducedMotion ? null : (
          <Box
            component="button"
            type="button"
            aria-label={pausedByVisitor ? words.play : words.pause}
            onClick={() => setPausedByVisitor((paused) => !paused)}
            // The pre-rendered page cannot know the reader's motion setting: CSS hides the button under reduced
            // motion until the script, which removes it, has started.
            sx={[...controlSx, { '@media (prefers-reduced-motion: reduce)': { display: 'none' } }]}
          >
            {pausedByVisitor ? <PlayArrowIcon /> : <PauseIcon />}
          </Box>
        )}
      </Box>
    </Box>
  );
}
