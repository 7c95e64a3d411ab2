import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { officeTexts } from '../../content/office';
import { useLanguage } from '../../hooks/useLanguage';
import { useTexts } from '../../hooks/useTexts';
import { visuallyHiddenSx } from '../../components/visuallyHidden';
import { languageNames, languages, pathInLanguage, pathWithoutLanguage } from '../../lib/paths';

/**
 * The same console page in the other language, named in that language. A link of the router (unlike the site's
 * switch, whose other language is another pre-rendered page): the console keeps who is signed in and what was typed.
 */
export function LanguageSwitchLink() {
  const words = useTexts(officeTexts);
  const language = useLanguage();
  const { pathname, state } = useLocation();
  return languages
    .filter((other) => other !== language)
    .map((other) => (
      <Link
        key={other}
        component={RouterLink}
        to={pathInLanguage(pathWithoutLanguage(pathname), other)}
        // Where the sign-in page returns to, kept across the switch.
        state={state as unknown}
        hrefLang={other}
        color="inherit"
        sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, px: 1, fontWeight: 600 }}
      >
        <Box component="span" sx={visuallyHiddenSx}>
          {words.languageSwitch}{' '}
        </Box>
        <span lang={other}>{languageNames[other]}</span>
      </Link>
    ));
}
