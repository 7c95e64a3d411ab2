import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useLocation } from 'react-router-dom';
import { useLanguage } from '../../hooks/useLanguage';
import { languageNames, languages, pathInLanguage, type Language } from '../../lib/paths';
import { rememberLanguage } from './rememberLanguage';

/**
 * The way to the same page in the other language, named in that language ("नेपाली" on an English page). A plain
 * link, not the router's: the other language is another pre-rendered page with its own texts. Choosing it is
 * remembered, so the home page's address opens in that language next time (nginx reads the cookie).
 */
export function LanguageSwitch({ sx, onChoose }: { sx?: SxProps<Theme>; onChoose?: () => void }) {
  const language = useLanguage();
  const { pathname } = useLocation();
  return (
    <>
      {languages
        .filter((other) => other !== language)
        .map((other: Language) => (
          <Box
            key={other}
            component="a"
            href={pathInLanguage(pathname, other)}
            hrefLang={other}
            lang={other}
            onClick={(event) => {
              // The page's query and fragment (a blog search, a page number) come along. Added at the click, not
              // rendered: the pre-rendered link cannot know them, and hydration keeps its attributes as they are.
              event.currentTarget.href = `${pathInLanguage(pathname, other)}${window.location.search}${window.location.hash}`;
              rememberLanguage(other);
              onChoose?.();
            }}
            sx={sx}
          >
            {languageNames[other]}
          </Box>
        ))}
    </>
  );
}
