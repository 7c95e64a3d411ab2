import FacebookIcon from '@mui/icons-material/Facebook';
import LinkIcon from '@mui/icons-material/Link';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import XIcon from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { visuallyHiddenSx } from '../../components/visuallyHidden';
import { copyText } from './copyText';
import { shareLinks, type ShareLink } from './shareLinks';
import { iconButtonSx } from '../../components/buttonLook';
import { layoutTexts } from '../../content/navigation';
import { articleTexts } from '../../content/newsArticle';
import { useTexts } from '../../hooks/useTexts';

/** How long "Copied!" stays up. */
export const copiedTooltipMs = 2000;

const networkIcons: Record<ShareLink['network'], ReactNode> = {
  x: <XIcon />,
  facebook: <FacebookIcon />,
  whatsapp: <WhatsAppIcon />,
};

type CopyOutcome = { copied: boolean; at: number } | null;

/** Copy the page's address, or share it with its title on X, Facebook or WhatsApp (each in a new tab). */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  const words = useTexts(articleTexts).share;
  const { opensInNewTab } = useTexts(layoutTexts);
  const tooltipId = useId();
  const [outcome, setOutcome] = useState<CopyOutcome>(null);

  // Each click restarts the 2 s, so a second click does not cut the second tooltip short.
  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), copiedTooltipMs);
    return () => clearTimeout(timer);
  }, [outcome]);

  const copy = async () => {
    const copied = await copyText(url);
    setOutcome({ copied, at: Date.now() });
  };

  const message = outcome?.copied === false ? words.copyFailed : words.copied;

  return (
    <Box role="group" aria-label={words.group} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {/* A plain positioned tooltip: MUI's Tooltip would bring a positioning engine to every article view. */}
      <Box sx={{ position: 'relative', display: 'inline-flex' }}>
        <Box
          component="button"
          type="button"
          aria-label={words.copyLink}
          aria-describedby={outcome ? tooltipId : undefined}
          onClick={() => void copy()}
          sx={[iconButtonSx(), buttonStyle]}
        >
          <LinkIcon />
        </Box>
        {outcome ? (
          <Box role="tooltip" id={tooltipId} sx={tooltipStyle}>
            {message}
          </Box>
        ) : null}
      </Box>
      {shareLinks(url, title, words.shareOn).map((link) => (
        <Box
          key={link.network}
          component="a"
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={opensInNewTab(link.label)}
          sx={[iconButtonSx(), buttonStyle]}
        >
          {networkIcons[link.network]}
        </Box>
      ))}
      {/* Screen readers do not read a tooltip that appears by itself: say it here too. */}
      <Box role="status" sx={visuallyHiddenSx}>
        {outcome ? (outcome.copied ? words.linkCopied : message) : ''}
      </Box>
    </Box>
  );
}

const buttonStyle = { border: 1, borderColor: 'divider', color: 'primary.main' } as const;

const tooltipStyle = {
  position: 'absolute',
  bottom: 'calc(100% + 8px)',
  left: '50%',
  transform: 'translateX(-50%)',
  px: 1,
  py: 0.5,
  borderRadius: 1,
  bgcolor: 'grey.900',
  color: 'common.white',
  fontSize: '0.8125rem',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
  zIndex: 'tooltip',
  // The arrow, pointing at the button.
  '&::after': {
    content: '""',
    position: 'absolute',
    top: '100%',
    left: '50%',
    transform: 'translateX(-50%)',
    borderWidth: 5,
    borderStyle: 'solid',
    borderColor: 'transparent',
    borderTopColor: 'grey.900',
  },
} as const;
