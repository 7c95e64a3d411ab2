import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import '../../content/dates';
import { LanguageContext } from '../../lib/languageContext';
import { preloadTexts } from '../../lib/texts';
import { CommentsSection } from './CommentsSection';
import {
  CommentPostError,
  type Comment,
  type CommentsClient,
  type CommentsView,
  type NewComment,
  type PostedCommentState,
} from './types';

// A busy machine (the test run shares its CPUs) can take more than a second to render a dialog or a lazy chunk.
configure({ asyncUtilTimeout: 5000 });

/** An in-memory comments backend: the test decides what the list holds and how a post ends. */
function fakeClient(initial: Comment[] = [], options: { total?: number; older?: Comment[] } = {}) {
  let listener: ((view: CommentsView) => void) | undefined;
  let comments = initial;
  let total = options.total ?? initial.length;
  let older = options.older ?? [];
  const view = () => ({ comments, total, hasOlder: older.length > 0 });
  const subscription = {
    setLive: vi.fn(),
    loadOlder: vi.fn(async () => {
      comments = [...comments, ...older];
      older = [];
      listener?.(view());
    }),
    close: vi.fn(() => (listener = undefined)),
  };
  const client: CommentsClient & {
    push(comment: Comment): void;
    hide(id: string): void;
    add: ReturnType<typeof vi.fn<(postId: string, comment: NewComment) => Promise<PostedCommentState>>>;
  } & {
    subscription: typeof subscription;
  } = {
    subscription,
    subscribe: vi.fn((_postId: string, onView: (view: CommentsView) => void) => {
      listener = onView;
      onView(view());
      return subscription;
    }),
    add: vi.fn(async (_postId: string, _comment: NewComment): Promise<PostedCommentState> => 'published'),
    push(comment: Comment) {
      comments = [comment, ...comments];
      total += 1;
      listener?.(view());
    },
    hide(id: string) {
      comments = comments.filter((comment) => comment.id !== id);
      total -= 1;
      listener?.(view());
    },
  };
  return client;
}

function renderSection(client: CommentsClient, releaseAfterMs?: number) {
  return render(
    <CommentsSection postId="peace-rally" loadClient={async () => client} releaseAfterMs={releaseAfterMs} />,
  );
}

const sita: Comment = {
  id: '1',
  name: 'Sita Kumari Sharma',
  text: 'First line\nSecond line <b>not bold</b>',
  createdAt: new Date('2025-09-17T04:30:00Z'),
};

// Typing through a dialog in jsdom is slow on a busy machine: allow these tests more than the default 5 s.
describe('CommentsSection', { timeout: 20_000 }, () => {
  it('says so when there are no comments yet', async () => {
    renderSection(fakeClient());
    expect(await screen.findByRole('heading', { name: 'Comments (0)' })).toBeInTheDocument();
    expect(screen.getByText('No comments yet. Be the first!')).toBeInTheDocument();
  });

  it('shows each comment with initials, name, local time and the text as plain text with its line breaks', async () => {
    renderSection(
      fakeClient([sita, { id: '2', name: '   ', text: 'Hi', createdAt: new Date('2025-09-17T05:00:00Z') }]),
    );
    expect(await screen.findByRole('heading', { name: 'Comments (2)' })).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByText('SK')).toBeInTheDocument();
    expect(within(first!).getByText('Sita Kumari Sharma')).toBeInTheDocument();
    const time = first!.querySelector('time');
    expect(time?.getAttribute('dateTime')).toBe('2025-09-17T04:30:00.000Z');
    // The site's date style, in the reader's time zone.
    expect(time?.textContent).toMatch(/^17 Sep 2025 \(1 Asoj 2082 B\.S\.\), \d{1,2}:30 [AP]M$/);
    const text = within(first!).getByText(/First line/);
    expect(text.textContent).toBe('First line\nSecond line <b>not bold</b>');
    expect(text.querySelector('b')).toBeNull();
    expect(text).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(within(second!).getByText('Anonymous')).toBeInTheDocument();
    expect(within(second!).getByText('A')).toBeInTheDocument();
  });

  it('adds comments that arrive live at the top', async () => {
    const client = fakeClient([sita]);
    renderSection(client);
    await screen.findByRole('heading', { name: 'Comments (1)' });
    act(() => client.push({ id: '3', name: 'Ram', text: 'Live one', createdAt: new Date() }));
    expect(screen.getByRole('heading', { name: 'Comments (2)' })).toBeInTheDocument();
    expect(within(screen.getAllByRole('listitem')[0]!).getByText('Live one')).toBeInTheDocument();
  });

  it('counts all comments in the heading, and shows older ones only when asked', async () => {
    const user = userEvent.setup({ delay: null });
    const older: Comment = { id: '0', name: 'Hari', text: 'An older one', createdAt: new Date('2025-09-16T04:00:00Z') };
    const client = fakeClient([sita], { total: 2, older: [older] });
    renderSection(client);
    expect(await screen.findByRole('heading', { name: 'Comments (2)' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Show older comments' }));
    expect(client.subscription.loadOlder).toHaveBeenCalled();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(within(screen.getAllByRole('listitem')[1]!).getByText('An older one')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older comments' })).not.toBeInTheDocument();
  });

  it('says so when older comments cannot be loaded, and keeps the button to try again', async () => {
    const user = userEvent.setup({ delay: null });
    const client = fakeClient([sita], { total: 2, older: [{ ...sita, id: '0' }] });
    client.subscription.loadOlder.mockRejectedValueOnce(new Error('offline'));
    renderSection(client);
    await user.click(await screen.findByRole('button', { name: 'Show older comments' }));
    expect(await screen.findByText('Older comments could not be loaded. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show older comments' })).toBeEnabled();
  });

  it('is live only while the tab is visible, letting go after a grace period', async () => {
    const client = fakeClient([sita]);
    renderSection(client, 50);
    await screen.findByRole('heading', { name: 'Comments (1)' });
    // jsdom has no IntersectionObserver: the block counts as in view.
    await waitFor(() => expect(client.subscription.setLive).toHaveBeenLastCalledWith(true));
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(client.subscription.setLive).toHaveBeenLastCalledWith(false));
    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(client.subscription.setLive).toHaveBeenLastCalledWith(true));
    visibility.mockRestore();
  });

  it('posts only a non-blank name and comment, as typed, then closes and clears the dialog', async () => {
    const user = userEvent.setup({ delay: null });
    const client = fakeClient();
    renderSection(client);
    await user.click(await screen.findByRole('button', { name: 'Add Comment' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Comment' });
    const post = within(dialog).getByRole('button', { name: 'Post Comment' });
    const name = within(dialog).getByLabelText('Full Name');
    const text = within(dialog).getByLabelText('Write your comment...');
    expect(text.tagName).toBe('TEXTAREA');
    expect(text).toHaveAttribute('rows', '4');

    expect(post).toBeDisabled();
    await user.type(name, '   ');
    await user.type(text, 'Hello');
    expect(post).toBeDisabled();
    await user.clear(name);
    await user.type(name, ' Gita ');
    await user.clear(text);
    await user.type(text, '   ');
    expect(post).toBeDisabled();
    await user.clear(text);
    await user.type(text, 'Peace{Enter}to all ');
    expect(post).toBeEnabled();

    await user.click(post);
    expect(client.add).toHaveBeenCalledWith('peace-rally', { name: ' Gita ', text: 'Peace\nto all ' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Your comment was posted.');

    await user.click(screen.getByRole('button', { name: 'Add Comment' }));
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
    expect(screen.getByLabelText('Write your comment...')).toHaveValue('');
  });

  it('tells the poster in one visible sentence that a comment waiting for approval will appear later, showing nothing of it', async () => {
    const user = userEvent.setup({ delay: null });
    const client = fakeClient([sita]);
    client.add.mockResolvedValueOnce('pending');
    renderSection(client);
    await user.click(await screen.findByRole('button', { name: 'Add Comment' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Comment' });
    await user.type(within(dialog).getByLabelText('Full Name'), 'Gita');
    await user.type(within(dialog).getByLabelText('Write your comment...'), 'Waiting for the school');
    await user.click(within(dialog).getByRole('button', { name: 'Post Comment' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Thank you. Your comment will appear here once the school approves it.');
    expect(status).toBeVisible();
    expect(screen.queryByText('Waiting for the school')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (1)' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);

    // The form stays usable: another comment can be written straight away.
    await user.click(screen.getByRole('button', { name: 'Add Comment' }));
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
  });

  it('drops a comment a moderator hid, and lowers the count', async () => {
    const client = fakeClient([
      sita,
      { id: '2', name: 'Troll', text: 'Abuse', createdAt: new Date('2025-09-17T05:00:00Z') },
    ]);
    renderSection(client);
    expect(await screen.findByText('Abuse')).toBeInTheDocument();
    act(() => client.hide('2'));
    await waitFor(() => expect(screen.queryByText('Abuse')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Comments (1)' })).toBeInTheDocument();
  });

  it('keeps the dialog open with everything typed when a post fails, and says why', async () => {
    const user = userEvent.setup({ delay: null });
    const client = fakeClient();
    client.add.mockRejectedValueOnce(new CommentPostError({ kind: 'rateLimited' }));
    renderSection(client);
    await user.click(await screen.findByRole('button', { name: 'Add Comment' }));
    await user.type(screen.getByLabelText('Full Name'), 'Hari');
    await user.type(screen.getByLabelText('Write your comment...'), 'Keep me');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your comment could not be posted. You are posting comments too quickly. Please wait a minute and try again.',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Hari');
    expect(screen.getByLabelText('Write your comment...')).toHaveValue('Keep me');
  });

  it('closes with the X or Escape without losing the draft', async () => {
    const user = userEvent.setup({ delay: null });
    renderSection(fakeClient());
    await user.click(await screen.findByRole('button', { name: 'Add Comment' }));
    await user.type(screen.getByLabelText('Write your comment...'), 'Half written');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Add Comment' }));
    expect(screen.getByLabelText('Write your comment...')).toHaveValue('Half written');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('counts characters near the limit and refuses too long a name', async () => {
    const user = userEvent.setup({ delay: null });
    renderSection(fakeClient());
    await user.click(await screen.findByRole('button', { name: 'Add Comment' }));
    const name = screen.getByLabelText('Full Name');
    await user.click(name);
    await user.paste('x'.repeat(70));
    expect(screen.getByText('70 / 80')).toBeInTheDocument();
    await user.paste('x'.repeat(12));
    expect(screen.getByText('2 characters too many (at most 80)')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Write your comment...'), 'Hello');
    expect(screen.getByRole('button', { name: 'Post Comment' })).toBeDisabled();
  });
});

describe('CommentsSection on a Nepali page', { timeout: 20_000 }, () => {
  beforeAll(() => preloadTexts('ne'));

  function renderInNepali(client: CommentsClient) {
    return render(
      <LanguageContext value="ne">
        <CommentsSection postId="peace-rally" loadClient={async () => client} />
      </LanguageContext>,
    );
  }

  it('says everything in Nepali, the time in both calendars, and the comment as its writer wrote it', async () => {
    renderInNepali(fakeClient([sita]));
    expect(await screen.findByRole('heading', { name: 'प्रतिक्रियाहरू (१)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'प्रतिक्रिया लेख्नुहोस्' })).toBeInTheDocument();
    const item = screen.getByRole('listitem');
    expect(item.querySelector('time')?.textContent).toMatch(
      /^१ असोज २०८२ वि\.सं\. \(१७ सेप्टेम्बर २०२५\), (बिहान|दिउँसो|साँझ|राति) [०-९]{1,2}:३०$/,
    );
    expect(within(item).getByText(/First line/).textContent).toBe('First line\nSecond line <b>not bold</b>');
  });

  it('says why a post failed in Nepali, not in the service’s English', async () => {
    const user = userEvent.setup({ delay: null });
    const client = fakeClient();
    client.add.mockRejectedValueOnce(new CommentPostError({ kind: 'rateLimited' }, 'You are posting too quickly.'));
    renderInNepali(client);
    await user.click(await screen.findByRole('button', { name: 'प्रतिक्रिया लेख्नुहोस्' }));
    const dialog = screen.getByRole('dialog', { name: 'प्रतिक्रिया लेख्नुहोस्' });
    const post = within(dialog).getByRole('button', { name: 'प्रतिक्रिया पठाउनुहोस्' });
    expect(post).toBeDisabled();
    expect(within(dialog).getByText('पठाउन आफ्नो नाम र प्रतिक्रिया लेख्नुहोस्।')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('पूरा नाम'), 'Hari');
    await user.type(within(dialog).getByLabelText('आफ्नो प्रतिक्रिया लेख्नुहोस्...'), 'नमस्ते');
    await user.click(post);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'तपाईंको प्रतिक्रिया पठाउन सकिएन। तपाईंले धेरै छिटो-छिटो प्रतिक्रिया पठाउनुभयो। एक मिनेट पर्खेर फेरि प्रयास गर्नुहोस्।',
    );
  });
});
