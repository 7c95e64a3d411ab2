import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CardGrid } from '../../components/CardGrid';
import { visuallyHiddenSx } from '../../components/visuallyHidden';
import { formatDigits } from '@school/contracts/nepali-numbers';
import type { Stat } from '../../content/about';
import { useLanguage } from '../../hooks/useLanguage';
import { useNearViewport } from '../../hooks/useNearViewport';
import { usePrefersReducedMotion } from '../../lib/reducedMotion';
import { useCountUp } from './useCountUp';

/** The counters start once this share of them is on screen. */
const visibleShareToStart = 0.3;

function StatCounter({ stat, started, reducedMotion }: { stat: Stat; started: boolean; reducedMotion: boolean }) {
  const value = useCountUp(stat.value, started, reducedMotion);
  const language = useLanguage();
  return (
    <Box component="li" sx={{ textAlign: 'center', p: 3, borderRadius: 3, bgcolor: 'primary.light' }}>
      {/* Screen readers hear the final figure once, not fifty intermediate ones. */}
      <Typography
        component="p"
        aria-hidden
        data-testid={`counter-${stat.label}`}
        sx={{ fontSize: { xs: '2.5rem', md: '3rem' }, fontWeight: 800, color: 'primary.main', lineHeight: 1.1 }}
      >
        {formatDigits(value, language)}
        {stat.suffix}
      </Typography>
      <Box component="span" sx={visuallyHiddenSx}>
        {formatDigits(stat.value, language)}
        {stat.suffix}
      </Box>
      <Typography component="p" sx={{ fontWeight: 600, mt: 1 }}>
        {stat.label}
      </Typography>
    </Box>
  );
}

/** The about page's three figures, counting up from 0 when they first scroll into view. */
export function StatCounters({ stats }: { stats: Stat[] }) {
  const [listRef, started] = useNearViewport<HTMLUListElement>('0px', visibleShareToStart);
  const reducedMotion = usePrefersReducedMotion();
  return (
    <CardGrid ref={listRef} columns={{ xs: '1fr', sm: 'repeat(3, 1fr)' }}>
      {stats.map((stat) => (
        <StatCounter key={stat.label} stat={stat} started={started} reducedMotion={reducedMotion} />
      ))}
    </CardGrid>
  );
}
