import AttachFileIcon from '@mui/icons-material/AttachFile';
import PushPinIcon from '@mui/icons-material/PushPin';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Notice } from 'virtual:site-content/types';
import { attachmentKind, noticesTexts } from '../../content/notices';
import { linkSx } from '../../components/linkLook';
import { EnglishOnlyNote, entryLang } from '../../components/EnglishOnly';
import { useLanguage } from '../../hooks/useLanguage';
import { formatBothCalendars } from '../../lib/dates';
import { dateTexts } from '../../content/dates';
import { useTexts } from '../../hooks/useTexts';

/**
 * One notice: its title, date, text and attached files. An attachment is a file the site serves as it is (a PDF or a
 * picture), so the link opens it in the browser.
 */
export function NoticeEntry({ notice }: { notice: Notice }) {
  const words = useTexts(noticesTexts);
  const dateWords = useTexts(dateTexts);
  const headingId = `notice-${notice.slug}-heading`;
  const lang = entryLang(notice, useLanguage());
  return (
    <Box
      component="article"
      id={notice.slug}
      aria-labelledby={headingId}
      sx={{
        p: { xs: 3, md: 4 },
        borderRadius: 3,
        border: 1,
        borderColor: 'divider',
        scrollMarginTop: 96,
        ...(notice.pinned ? { borderLeft: '6px solid', borderLeftColor: 'secondary.main', bgcolor: '#fffdf5' } : {}),
      }}
    >
      {notice.pinned ? (
        <Typography
          component="p"
          variant="body2"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 700, color: '#7a4f00', mb: 1 }}
        >
          <PushPinIcon aria-hidden fontSize="small" />
          {words.pinned}
        </Typography>
      ) : null}
      <EnglishOnlyNote entry={notice} kind="notice" sx={{ mb: 1 }} />
      <Typography variant="h3" component="h2" id={headingId} lang={lang}>
        {notice.title}
      </Typography>
      <Typography component="p" sx={{ fontWeight: 700, color: 'primary.main', my: 1 }}>
        <time dateTime={notice.date}>{formatBothCalendars(notice.date, notice.dateBs, dateWords)}</time>
      </Typography>
      {notice.paragraphs.map((paragraph) => (
        // HTML the build made from the content file's Markdown, with its text escaped (vite/siteContent).
        <Typography
          key={paragraph.slice(0, 40)}
          lang={lang}
          sx={{ color: 'text.secondary', '& + &': { mt: 1 } }}
          dangerouslySetInnerHTML={{ __html: paragraph }}
        />
      ))}
      {notice.attachments.length > 0 ? (
        <Box
          component="ul"
          aria-label={words.attachmentsLabel(notice.title)}
          sx={{ listStyle: 'none', m: 0, mt: 2, p: 0, display: 'grid', gap: 1 }}
        >
          {notice.attachments.map((attachment) => (
            <li key={attachment.file.href} lang={lang}>
              <Box
                component="a"
                href={attachment.file.href}
                sx={[
                  linkSx,
                  { display: 'inline-flex', alignItems: 'center', gap: 0.75, minHeight: 24, fontWeight: 600 },
                ]}
              >
                <AttachFileIcon aria-hidden fontSize="small" />
                {words.attachment(attachment.label, attachmentKind(attachment.file.href, words.kinds))}
              </Box>
            </li>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
