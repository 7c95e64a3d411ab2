import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GalleryImage } from '../../content/newsArticle';
import { ArticleGallery } from './ArticleGallery';

// A busy machine (the test run shares its CPUs) can take more than a second to render a dialog or a lazy chunk.
configure({ asyncUtilTimeout: 5000 });

const images: GalleryImage[] = ['One', 'Two', 'Three'].map((n) => ({
  src: `/img-${n}.svg`,
  width: 1200,
  height: 800,
  alt: `Alt ${n}`,
  caption: `Caption ${n}`,
  credit: `Credit ${n}`,
}));

describe('ArticleGallery', { timeout: 20_000 }, () => {
  it('shows every image with its caption and credit', () => {
    render(<ArticleGallery heading="Gallery" images={images} />);
    expect(screen.getAllByRole('img')).toHaveLength(3);
    for (const image of images) {
      expect(screen.getByRole('img', { name: image.alt })).toHaveAttribute('width', '1200');
      expect(screen.getByText(image.caption)).toBeInTheDocument();
      expect(screen.getByText(image.credit)).toBeInTheDocument();
    }
  });

  it('says a credit every picture shares once, under the gallery, not under each picture', () => {
    const sameCredit = images.map((image) => ({ ...image, credit: 'Illustration by the school' }));
    render(<ArticleGallery heading="Gallery" images={sameCredit} />);
    expect(screen.getAllByText('Illustration by the school')).toHaveLength(1);
    for (const figure of document.querySelectorAll('figcaption')) expect(figure).not.toHaveTextContent('Illustration');
  });

  it('opens an image in a labelled lightbox, steps through by button and arrow key, and closes on Escape', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ArticleGallery heading="Gallery" images={images} />);
    const thumbnail = screen.getByRole('button', { name: /Open image 2 of 3/ });
    await user.click(thumbnail);

    const dialog = await screen.findByRole('dialog', { name: 'Caption Two' });
    expect(dialog).toHaveAccessibleDescription('Credit Two');
    expect(within(dialog).getByRole('img', { name: 'Alt Two' })).toBeInTheDocument();
    expect(within(dialog).getByText('Image 2 of 3')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('dialog', { name: 'Caption Three' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('dialog', { name: 'Caption One' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Caption Three' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Previous image' }));
    expect(screen.getByRole('dialog', { name: 'Caption Two' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(thumbnail).toHaveFocus();
  });
});
