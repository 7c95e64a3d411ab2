import Box from '@mui/material/Box';
import { blogTexts } from '../../content/blogListing';
import { useTexts } from '../../hooks/useTexts';
import { LookButton } from '../../components/LookButton';

/** The blog's page buttons: previous, each page by number (the shown one marked current), next. */
export function BlogPager({
  page,
  pageCount,
  onTurn,
}: {
  page: number;
  pageCount: number;
  onTurn: (page: number) => void;
}) {
  const blogListing = useTexts(blogTexts);
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <Box component="nav" aria-label={blogListing.pagerLabel} sx={{ mt: 5 }}>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}
      >
        <li>
          <LookButton variant="outlined" disabled={page === 1} onClick={() => onTurn(page - 1)}>
            {blogListing.previousPage}
          </LookButton>
        </li>
        {pages.map((number) => (
          <li key={number}>
            <LookButton
              variant={number === page ? 'contained' : 'outlined'}
              aria-label={blogListing.pageButton(number)}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => onTurn(number)}
              sx={{ minWidth: 44 }}
            >
              {blogListing.pageNumber(number)}
            </LookButton>
          </li>
        ))}
        <li>
          <LookButton variant="outlined" disabled={page === pageCount} onClick={() => onTurn(page + 1)}>
            {blogListing.nextPage}
          </LookButton>
        </li>
      </Box>
    </Box>
  );
}
