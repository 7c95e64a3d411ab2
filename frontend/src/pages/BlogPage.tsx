import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import type { CardGridColumns } from '../components/CardGrid';
import { PageMeta } from '../components/PageMeta';
import { PageColumn } from '../components/PageColumn';
import { postPath } from '../lib/paths';
import { blogTexts } from '../content/blogListing';
import { blogPostsTexts } from '../content/blogPosts';
import { BlogPostCard } from '../features/blog/BlogPostCard';
import { filterPosts } from '../features/blog/filterPosts';
import { BlogPager } from '../features/blog/BlogPager';
import { pageOf } from '../features/blog/pagePosts';
import { CardGrid } from '../components/CardGrid';
import { InputField } from '../components/form/InputField';
import { LookButton } from '../components/LookButton';
import { useEnteredBeforeStart } from '../hooks/useEnteredBeforeStart';
import { useTexts } from '../hooks/useTexts';
import { visuallyHiddenSx } from '../components/visuallyHidden';

/**
 * The grid for as many cards as a page shows: three columns for three or more, two for two, and one wide card alone
 * (its picture beside its text), so a short list never leaves most of a row empty.
 */
function gridFor(count: number): { columns: CardGridColumns; wide: boolean; sizes: string } {
  if (count >= 3)
    return {
      columns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
      wide: false,
      sizes: '(min-width: 900px) 384px, (min-width: 600px) 50vw, 100vw',
    };
  if (count === 2)
    return { columns: { xs: '1fr', sm: 'repeat(2, 1fr)' }, wide: false, sizes: '(min-width: 600px) 50vw, 100vw' };
  return { columns: { xs: '1fr' }, wide: true, sizes: '(min-width: 900px) 50vw, 100vw' };
}

const searchFieldId = 'blog-search';

/**
 * Blog (/blog): the school's articles, newest first, nine to a page, with a search that filters them all by title and
 * excerpt as you type. The pages are turned in the browser: the pre-rendered page shows the newest nine, and every
 * post has its own pre-rendered page and sitemap entry, so a reader or crawler without JavaScript still reaches all.
 */
export function Component() {
  const blogListing = useTexts(blogTexts);
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const searchInput = useRef<HTMLInputElement>(null);
  const listTop = useRef<HTMLHeadingElement>(null);
  // A search typed before the app started (a slow phone) filters the list once it has.
  useEnteredBeforeStart({ query: searchFieldId }, ({ query: entered }) => {
    if (typeof entered === 'string') setQuery(entered);
  });
  const shown = filterPosts(useTexts(blogPostsTexts), query);
  const searching = query.trim() !== '';
  const listed = pageOf(shown, page);
  const grid = gridFor(listed.items.length);
  const turnTo = (next: number) => {
    setPage(next);
    // The new page's first card is where the reader goes on: the list's heading takes the focus and the view.
    listTop.current?.focus();
    listTop.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <PageColumn width="wide" sx={{ py: { xs: 5, md: 8 } }}>
      <PageMeta title={blogListing.title} description={blogListing.description} />
      <Typography variant="h1" sx={{ mb: 2 }}>
        {blogListing.heading}
      </Typography>
      <Typography sx={{ color: 'text.secondary', fontSize: '1.125rem', mb: 4 }}>{blogListing.text}</Typography>
      <Box role="search" sx={{ maxWidth: 520, mb: 2 }}>
        <InputField
          id={searchFieldId}
          type="search"
          label={blogListing.searchLabel}
          placeholder={blogListing.searchPlaceholder}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setPage(1);
          }}
          fullWidth
          inputRef={searchInput}
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          }
        />
      </Box>
      {/* Announces how many articles match as the visitor types. */}
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mb: 3, minHeight: '1.5em' }}>
        {searching ? blogListing.matchCount(shown.length) : ''}
      </Typography>
      {shown.length > 0 ? (
        <>
          <Typography variant="h2" ref={listTop} tabIndex={-1} sx={[visuallyHiddenSx, { scrollMarginTop: 96 }]}>
            {blogListing.listHeading(listed.page, listed.pageCount)}
          </Typography>
          <CardGrid columns={grid.columns}>
            {listed.items.map((post, index) => (
              <li key={post.slug}>
                <BlogPostCard
                  post={post}
                  to={postPath(post.slug)}
                  eagerImage={listed.page === 1 && index < 3}
                  wide={grid.wide}
                  sizes={grid.sizes}
                />
              </li>
            ))}
          </CardGrid>
          {listed.pageCount > 1 ? <BlogPager page={listed.page} pageCount={listed.pageCount} onTurn={turnTo} /> : null}
        </>
      ) : (
        <Box sx={{ textAlign: 'center', py: 6, px: 2, borderRadius: 3, bgcolor: '#f4f7fc' }}>
          <Typography variant="h2" component="p" sx={{ fontSize: '1.375rem', mb: 1 }}>
            {blogListing.noMatch(query.trim())}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 3 }}>{blogListing.noMatchHint}</Typography>
          <LookButton
            variant="outlined"
            onClick={() => {
              setQuery('');
              setPage(1);
              // The button disappears with the empty state: put the visitor back in the search box.
              searchInput.current?.focus();
            }}
          >
            {blogListing.clearSearch}
          </LookButton>
        </Box>
      )}
    </PageColumn>
  );
}
