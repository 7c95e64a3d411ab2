import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import logo from '../../assets/logo.svg';
import { footerColumns, layoutTexts, legalLinks } from '../../content/navigation';
import { dateTexts } from '../../content/dates';
import { schoolTexts } from '../../content/school';
import { useTexts } from '../../hooks/useTexts';
import { SocialLinks } from '../SocialLinks';
import { contentGutter, contentMaxWidth } from '../../components/contentMaxWidth';
import { useHydrated } from '../../hooks/useHydrated';
import { KeepTogether } from '../../components/KeepTogether';

// Plain boxes rather than Grid, Stack and Link: this footer is on every page, so every kilobyte counts.
const linkSx = {
  color: 'common.white',
  fontWeight: 500,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
} as const;
const listSx = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 } as const;
const headingSx = { color: 'secondary.main', mb: 1.5 } as const;

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
      <Box sx={{ color: 'secondary.main', display: 'flex', pt: 0.25 }} aria-hidden>
        {icon}
      </Box>
      <div>{children}</div>
    </Box>
  );
}

/** The footer of every page: the school, its link columns, how to reach it, and the legal links. */
export function SiteFooter() {
  const words = useTexts(layoutTexts);
  const school = useTexts(schoolTexts);
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.dark', color: 'common.white' }}>
      <Box sx={{ maxWidth: contentMaxWidth, mx: 'auto', px: contentGutter, pt: 6, pb: 3 }}>
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', md: '2fr 1fr 1fr 2fr' },
            '& > :first-of-type': { gridColumn: { xs: '1 / -1', md: 'auto' } },
            '& > :last-of-type': { gridColumn: { xs: '1 / -1', sm: 'auto' } },
          }}
        >
          <div>
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 2 }}>
              <img src={logo} alt="" width={48} height={48} />
              <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.125rem', lineHeight: 1.3 }}>
                {school.name}
              </Typography>
            </Box>
            <Typography sx={{ color: 'grey.300', mb: 2 }}>
              <KeepTogether>{school.tagline}</KeepTogether>
            </Typography>
            <SocialLinks buttonSx={{ color: 'common.white', bgcolor: 'rgba(255,255,255,0.12)' }} />
          </div>
          {footerColumns.map((column) => (
            <nav key={column.heading} aria-label={words.footerNavigation(words[column.heading])}>
              <Typography variant="overline" component="h2" sx={headingSx}>
                {words[column.heading]}
              </Typography>
              <Box component="ul" sx={listSx}>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Box component={RouterLink} to={link.to} sx={linkSx}>
                      {words[link.word]}
                    </Box>
                  </li>
                ))}
              </Box>
            </nav>
          ))}
          <div>
            <Typography variant="overline" component="h2" sx={headingSx}>
              {words.visitUs}
            </Typography>
            <Box component="ul" sx={{ ...listSx, gap: 1.5 }}>
              <ContactLine icon={<PlaceIcon fontSize="small" />}>
                <Box component="a" href={school.address.mapUrl} target="_blank" rel="noopener noreferrer" sx={linkSx}>
                  <Box component="address" sx={{ fontStyle: 'normal' }}>
                    {school.address.lines.map((line) => (
                      <Box component="span" key={line} sx={{ display: 'block' }}>
                        {line}
                      </Box>
                    ))}
                  </Box>
                  <Box component="span" sx={{ fontSize: '0.875rem', textDecoration: 'underline' }}>
                    {words.viewOnMap}
                  </Box>
                </Box>
              </ContactLine>
              <ContactLine icon={<PhoneIcon fontSize="small" />}>
                <Box component="a" href={school.phone.href} sx={linkSx}>
                  {school.phone.display}
                </Box>
              </ContactLine>
              <ContactLine icon={<EmailIcon fontSize="small" />}>
                <Box component="a" href={`mailto:${school.email}`} sx={{ ...linkSx, wordBreak: 'break-word' }}>
                  {school.email}
                </Box>
              </ContactLine>
            </Box>
          </div>
        </Box>
        <Box
          sx={{
            mt: 5,
            pt: 3,
            borderTop: '1px solid rgba(255,255,255,0.2)',
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: { xs: 1.5, sm: 3 },
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="body2" sx={{ color: 'grey.300' }}>
            © <CurrentYear /> {school.name}. {words.rights}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 3 }}>
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Box component={RouterLink} to={link.to} sx={{ ...linkSx, fontSize: '0.875rem' }}>
                  {words[link.word]}
                </Box>
              </li>
            ))}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}

/**
 * The viewer's own year after hydration; the build's until then, so the pre-rendered footer matches. Its own
 * component: the switch after hydration re-renders this text alone, not the whole footer.
 */
function CurrentYear() {
  // In the page's language's digits (Devanagari on Nepali pages).
  const { digits } = useTexts(dateTexts).bs;
  return digits(useHydrated() ? new Date().getFullYear() : __BUILD_YEAR__);
}
