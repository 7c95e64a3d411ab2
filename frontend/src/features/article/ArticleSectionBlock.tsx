import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { ArticleSection } from '../../content/newsArticle';

/** One titled section of an article: its paragraphs, its list of points, and whatever block follows them. */
export function ArticleSectionBlock({ section, after }: { section: ArticleSection; after?: ReactNode }) {
  const headingId = `${section.id}-heading`;
  return (
    <Box component="section" id={section.id} aria-labelledby={headingId} sx={{ mt: 6, scrollMarginTop: 80 }}>
      <Typography variant="h2" id={headingId} sx={{ mb: 2 }}>
        {section.heading}
      </Typography>
      {section.paragraphs.map((paragraph) => (
        // HTML the build made from the content file's Markdown, with its text escaped (vite/siteContent).
        <Typography
          key={paragraph.slice(0, 40)}
          sx={{ mb: 2, fontSize: '1.0625rem' }}
          dangerouslySetInnerHTML={{ __html: paragraph }}
        />
      ))}
      {section.points ? (
        <Box component="ul" sx={{ pl: 3, my: 2 }}>
          {section.points.map((point) => (
            <Typography
              component="li"
              key={point.slice(0, 40)}
              sx={{ mb: 1, fontSize: '1.0625rem' }}
              dangerouslySetInnerHTML={{ __html: point }}
            />
          ))}
        </Box>
      ) : null}
      {after}
    </Box>
  );
}
