/**
 * The blog posts that take comments, as the published site lists them: content/posts.json, which the site's build
 * writes from the content folder (frontend/vite/siteContent.ts) and `make publish` swaps in with the rest of the
 * site. Nobody can fill the database under made-up ids. The file is looked at on every question (a stat, no read
 * unless it changed), so a new publish takes effect at once, without a restart; a publish swaps the whole folder in
 * by renaming, so the file is never read half-written.
 */
import { readFileSync, statSync } from 'node:fs';

export interface PostsLog {
  warn(message: string): void;
}

export class PublishedPosts {
  private posts = new Set<string>();
  private version = '';

  constructor(
    readonly file: string,
    private readonly log: PostsLog,
  ) {}

  has(postId: string): boolean {
    this.refresh();
    return this.posts.has(postId);
  }

  /** Rereads the file when it changed. A missing or broken file keeps the last good list (none at first). */
  private refresh(): void {
    let version: string;
    try {
      const found = statSync(this.file);
      version = `${found.ino}:${found.mtimeMs}:${found.size}`;
    } catch {
      version = 'missing';
    }
    if (version === this.version) return;
    this.version = version;
    if (version === 'missing') {
      this.log.warn(`${this.file} is missing: no post takes comments until the site is built or published there`);
      return;
    }
    try {
      const data = JSON.parse(readFileSync(this.file, 'utf8')) as { posts?: unknown };
      if (!Array.isArray(data.posts) || !data.posts.every((post) => typeof post === 'string'))
        throw new Error('it has no "posts" list of post names');
      this.posts = new Set(data.posts);
    } catch (error) {
      this.log.warn(`${this.file} cannot be read (${(error as Error).message}): the last list of posts is kept`);
    }
  }
}
