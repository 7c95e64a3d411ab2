/** A mistake in a content file, said in plain words, with the file and the line an office clerk opens to fix it. */
export interface ContentProblem {
  /** The file's path from the content folder's parent, as the clerk sees it: site-content/news/peace-rally.md. */
  file: string;
  /** 1-based. */
  line: number;
  message: string;
}

/** Thrown when any content file is wrong: every problem at once, so one fix-and-build round fixes them all. */
export class SiteContentError extends Error {
  readonly problems: readonly ContentProblem[];
  constructor(problems: readonly ContentProblem[]) {
    super(
      `The site was not built: ${problems.length === 1 ? 'a content file needs' : 'content files need'} fixing.\n` +
        problems.map((problem) => `  ${problem.file}, line ${problem.line}: ${problem.message}`).join('\n'),
    );
    this.name = 'SiteContentError';
    this.problems = problems;
  }
}
