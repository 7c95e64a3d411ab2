import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FeatureCard, FeatureIcon } from '../../content/home';
import type SvgIcon from '@mui/material/SvgIcon';
import { CardGrid } from '../../components/CardGrid';

interface FeatureCardsProps<Icon extends FeatureIcon> {
  cards: (FeatureCard & { icon: Icon })[];
  /** The icon component for each card's icon name: only the ones these cards use, so a page loads no others. */
  icons: Record<Icon, typeof SvgIcon>;
  /** Cards per row from the md breakpoint up. */
  columns?: 2 | 3 | 4;
  /** Heading level of each card's title, one below the section's. */
  titleComponent?: 'h3' | 'h4';
}

/** A responsive grid of cards, each with an icon, a title and a sentence. */
export function FeatureCards<Icon extends FeatureIcon>({
  cards,
  icons,
  columns = 3,
  titleComponent = 'h3',
}: FeatureCardsProps<Icon>) {
  return (
    <CardGrid columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', md: `repeat(${columns}, 1fr)` }}>
      {cards.map(({ icon, title, text }) => {
        const CardIcon: typeof SvgIcon = icons[icon];
        return (
          <Box
            key={title}
            component="li"
            sx={{ p: 3, borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
          >
            <Box
              aria-hidden
              sx={{
                width: 52,
                height: 52,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'primary.light',
                color: 'primary.main',
                mb: 2,
              }}
            >
              <CardIcon />
            </Box>
            <Typography variant="h3" component={titleComponent} sx={{ mb: 1 }}>
              {title}
            </Typography>
            {/* A card's few lines balanced, so none ends with one word alone. */}
            <Typography sx={{ color: 'text.secondary', textWrap: 'balance' }}>{text}</Typography>
          </Box>
        );
      })}
    </CardGrid>
  );
}
