import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { ContentLanguage } from 'virtual:site-content/types';
import { englishOnlyTexts, type EntryKind } from '../content/englishOnly';
import { useLanguage } from '../hooks/useLanguage';
import { useTexts } from '../hooks/useTexts';
import { LanguageContext } from '../lib/languageContext';
import type { Language } from '../lib/paths';

/*
 * An entry of the content folder (a post, a notice, an exam, a vacancy) on a page in another language than its own:
 * the school has written no version of it in the page's language (no `<name>.ne.md`), so the page shows it in
 * English, says so in a line of its own before it, and marks its English words lang="en" (for screen readers, and
 * for the check of English left on Nepali pages). On a page in the entry's own language, none of this shows.
 */

/** The lang attribute of an entry's words on this page: its language where it is not the page's, else none. */
export function entryLang(entry: { language: ContentLanguage }, page: Language): ContentLanguage | undefined {
  return entry.language === page ? undefined : entry.language;
}

/** The one line before an entry shown in English on a page in another language, in the page's language. */
export function EnglishOnlyNote({
  entry,
  kind,
  sx,
}: {
  entry: { language: ContentLanguage };
  kind: EntryKind;
  sx?: SxProps<Theme>;
}) {
  const language = useLanguage();
  const words = useTexts(englishOnlyTexts);
  if (entry.language === language) return null;
  return (
    <Typography
      component="p"
      variant="body2"
      lang={language}
      sx={[{ color: 'text.secondary', fontWeight: 600 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {words[kind]}
    </Typography>
  );
}

/**
 * Part of an entry shown in English on a page in another language: in an element marked lang="en", inside which the
 * site writes English too (dates, labels), so the part reads as one English text. As it is, with no element, on a
 * page in the entry's own language.
 */
export function InEntryLanguage({ entry, children }: { entry: { language: ContentLanguage }; children: ReactNode }) {
  const language = useLanguage();
  if (entry.language === language) return children;
  return (
    <Box lang={entry.language}>
      <LanguageContext value={entry.language}>{children}</LanguageContext>
    </Box>
  );
}
