import EmailIcon from '@mui/icons-material/Email';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { school } from '../content/school';
import { layoutTexts } from '../content/navigation';
import { useTexts } from '../hooks/useTexts';
import { iconButtonSx } from '../components/buttonLook';

const links = [
  { label: 'Facebook', href: school.social.facebook, Icon: FacebookIcon, external: true },
  { label: 'Instagram', href: school.social.instagram, Icon: InstagramIcon, external: true },
  { label: 'YouTube', href: school.social.youtube, Icon: YouTubeIcon, external: true },
  { label: school.email, href: `mailto:${school.email}`, Icon: EmailIcon, external: false },
];

/** The school's social pages and email, as a row of icon links. */
export function SocialLinks({ onChoose, buttonSx }: { onChoose?: () => void; buttonSx?: SxProps<Theme> }) {
  const words = useTexts(layoutTexts);
  return (
    <Box component="ul" sx={{ display: 'flex', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
      {links.map(({ label, href, Icon, external }) => (
        <li key={label}>
          <Box
            component="a"
            href={href}
            onClick={onChoose}
            aria-label={external ? words.opensInNewTab(label) : words.emailTo(label)}
            {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            sx={[iconButtonSx(), ...(Array.isArray(buttonSx) ? buttonSx : [buttonSx])]}
          >
            <Icon />
          </Box>
        </li>
      ))}
    </Box>
  );
}
