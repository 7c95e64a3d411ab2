import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { PageMeta } from '../components/PageMeta';
import { paths } from '../lib/paths';
import { blogListing, blogMeta } from '../content/blogListing';
import { blogPosts, type BlogPost } from '../content/blogPosts';
import { BlogPostCard } from '../features/blog/BlogPostCard';
import { filterPosts } from '../features/blog/filterPosts';
import { CardGrid } from '../components/CardGrid';
import { InputField } from '../components/form/InputField';
import { LookButton } from '../components/LookButton';
import { useEnteredBeforeStart } from '../hooks/useEnteredBeforeStart';

/** Where each post's page lives. The blog has one article, with its own route. */
const postPaths: Record<string, string> = { 'peace-rally': paths.peaceRallyArticle };
const pathOf = (post: BlogPost) => postPaths[post.slug] ?? paths.blog;

const searchFieldId = 'blog-search';

/** Blog (/blog): the school's articles, with a search that filters them by title and excerpt as you type. */
export function Component() {
  const [query, setQuery] = useState('');
  const searchInput = useRef<HTMLInputElement>(null);
  // A search typed before the app started (a slow phone) filters the list once it has.
  useEnteredBeforeStart({ query: searchFieldId }, ({ query: entered }) => {
    if (typeof entered === 'string') setQuery(entered);
  });
  const shown = filterPosts(blogPosts, query);
  const searching = query.trim() !== '';

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 5, md: 8 } }}>
      <PageMeta title={blogMeta.title} description={blogMeta.description} />
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
          onChange={(event) => setQuery(event.target.value)}
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
        <CardGrid columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }}>
          {shown.map((post, index) => (
            <li key={post.slug}>
              <BlogPostCard post={post} to={pathOf(post)} eagerImage={index < 3} />
            </li>
          ))}
        </CardGrid>
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
              // The button disappears with the empty state: put the visitor back in the search box.
              searchInput.current?.focus();
            }}
          >
            {blogListing.clearSearch}
          </LookButton>
        </Box>
      )}
    </Box>
  );
}
