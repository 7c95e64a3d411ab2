import Box from '@mui/material/Box';
import { Component, lazy, Suspense, useId, type ReactNode } from 'react';
import { commentsTexts } from '../../content/comments';
import { useNearViewport } from '../../hooks/useNearViewport';
import { useTexts } from '../../hooks/useTexts';
import { Notice } from '../../components/Notice';

/** How far below the viewport the comments block is when its code starts loading. */
const commentsLoadMargin = '600px';

// The comments code (and, with Firestore, the Firebase SDK) is fetched only when the block comes near the
// viewport: most of the article's first view is text, and it should not wait for any of it.
const CommentsSection = lazy(() => import('./CommentsSection').then((module) => ({ default: module.CommentsSection })));

/** The comments block of a post, loaded just before the reader scrolls to it. */
export function LazyCommentsSection({ postId }: { postId: string }) {
  const [ref, near] = useNearViewport<HTMLDivElement>(commentsLoadMargin);
  return (
    <Box ref={ref} id="comments" sx={{ scrollMarginTop: 80 }}>
      {near ? (
        <LoadFailureBoundary>
          <Suspense fallback={<CommentsPlaceholder />}>
            <CommentsSection postId={postId} />
          </Suspense>
        </LoadFailureBoundary>
      ) : (
        <CommentsPlaceholder />
      )}
    </Box>
  );
}

/** What stands in the comments' place until their code arrives: the heading, and room for the list. */
function CommentsPlaceholder() {
  const headingId = useId();
  const texts = useTexts(commentsTexts);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minHeight: 200 }}>
      <Box component="h2" id={headingId} sx={{ typography: 'h2', mt: 0, mb: 1 }}>
        {texts.heading}
      </Box>
    </Box>
  );
}

/** If the comments code cannot be fetched (a dropped connection), say so instead of breaking the page. */
class LoadFailureBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) {
      return <LoadFailedNotice />;
    }
    return this.props.children;
  }
}

function LoadFailedNotice() {
  const texts = useTexts(commentsTexts);
  return <Notice severity="warning">{texts.loadFailed}</Notice>;
}
