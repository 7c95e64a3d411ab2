/**
 * The Markdown of a content file, turned into the blocks the site's pages draw, at build time (markdown-it; no
 * Markdown code reaches the browser). Raw HTML in a file is shown as text, never run (markdown-it's `html: false`),
 * and link addresses pass markdown-it's own check (no javascript:). Only what the pages can draw is accepted:
 * paragraphs, bulleted lists, `## ` section headings and the [[timeline]] and [[quote]] markers; anything else is
 * a problem with its line, so nothing a clerk writes silently disappears.
 */
import type { ArticleSection } from '@school/contracts/site-content';
import MarkdownIt, { type Token } from 'markdown-it';

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

export interface MarkdownProblem {
  /** 0-based line in the body. */
  bodyLine: number;
  message: string;
}

/** A section's shape is the content contract's, which the app's modules share. */
export type { ArticleSection };

export interface ArticleBody {
  intro: string[];
  sections: ArticleSection[];
  /** Every word of the text, for the reading time. */
  words: number;
}

/** What a link may point to: checked by the caller, which knows the site's pages. */
export type LinkCheck = (href: string) => string | undefined;

/** How a translation's text is read (a `.ne.md` file's). */
export interface TranslationOptions {
  /**
   * Its English file's section ids, in order: the n-th section takes the n-th id, so an address such as
   * /blogs/peace-rally#timeline finds the same section in each language. A `{#id}` written here must be that one.
   */
  sectionIds?: readonly string[];
  /** A link to a page of the site, as the translation's readers follow it (/contact → /ne/contact). */
  localLink?: (href: string) => string;
}

const markers = { '[[timeline]]': 'timeline', '[[quote]]': 'quote' } as const;
const headingId = /\s*\{#([a-z0-9-]+)\}\s*$/;

export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A news post's text: paragraphs before the first `## ` heading are its introduction; each heading starts a section. */
export function parseArticle(
  body: string,
  checkLink: LinkCheck,
  translation: TranslationOptions = {},
): { article: ArticleBody; problems: MarkdownProblem[] } {
  const problems: MarkdownProblem[] = [];
  const article: ArticleBody = { intro: [], sections: [], words: 0 };
  const tokens = markdown.parse(body, {});
  let section: ArticleSection | undefined;
  const lineOf = (token: Token) => token.map?.[0] ?? 0;
  // markdown-it's token stream always closes what it opens, so the tokens read ahead exist.
  const at = (position: number): Token => {
    const found = tokens[position];
    if (!found) throw new Error(`markdown-it left token ${position} out`);
    return found;
  };

  for (let index = 0; index < tokens.length; index += 1) {
    const token = at(index);
    if (token.type === 'heading_open') {
      const inline = at(index + 1);
      index += 2;
      if (token.tag !== 'h2') {
        problems.push({
          bodyLine: lineOf(token),
          message: `a heading starts with ${'#'.repeat(Number(token.tag.slice(1)))}; start a section's heading with "## " (two # and a space)`,
        });
        continue;
      }
      const written = inline.content;
      const id = headingId.exec(written)?.[1];
      const heading = written.replace(headingId, '').trim();
      const englishId = translation.sectionIds?.[article.sections.length];
      if (englishId !== undefined && id !== undefined && id !== englishId) {
        problems.push({
          bodyLine: lineOf(token),
          message: `the section "${heading}" has the address {#${id}}, its English one {#${englishId}}: leave {#${id}} out, the English address is used`,
        });
      }
      // A translation's section without an English one (its count is checked by the caller) gets an id of its own.
      const ownId = translation.sectionIds ? `section-${article.sections.length + 1}` : slugOf(heading);
      section = { id: englishId ?? id ?? ownId, heading, paragraphs: [] };
      if (article.sections.some((other) => other.id === section?.id)) {
        problems.push({ bodyLine: lineOf(token), message: `two sections have the same heading "${heading}"` });
      }
      article.sections.push(section);
      article.words += countWords(heading);
      continue;
    }
    if (token.type === 'paragraph_open') {
      const inline = at(index + 1);
      index += 2;
      const marker = markers[inline.content.trim() as keyof typeof markers];
      if (marker) {
        if (!section)
          problems.push({
            bodyLine: lineOf(token),
            message: `${inline.content.trim()} must come after a "## " heading`,
          });
        else section.after = marker;
        continue;
      }
      const html = renderInline(inline, checkLink, problems, translation.localLink);
      (section ? section.paragraphs : article.intro).push(html);
      article.words += countWords(inline.content);
      continue;
    }
    if (token.type === 'bullet_list_open') {
      const points: string[] = [];
      let depth = 0;
      for (index += 1; index < tokens.length; index += 1) {
        const inner = at(index);
        if (inner.type === 'bullet_list_open' || inner.type === 'ordered_list_open') {
          problems.push({
            bodyLine: lineOf(inner),
            message: 'a list inside a list is not shown on the site; keep one level of "- " points',
          });
          depth += 1;
        } else if (inner.type === 'bullet_list_close' || inner.type === 'ordered_list_close') {
          if (depth === 0) break;
          depth -= 1;
        } else if (inner.type === 'inline') {
          points.push(renderInline(inner, checkLink, problems, translation.localLink));
          article.words += countWords(inner.content);
        }
      }
      if (!section) problems.push({ bodyLine: lineOf(token), message: 'a list must come after a "## " heading' });
      else section.points = [...(section.points ?? []), ...points];
      continue;
    }
    if (token.nesting === -1) continue;
    problems.push({
      bodyLine: lineOf(token),
      message: `${describe(token)} is not shown on the site; write plain paragraphs and "- " lists`,
    });
  }
  return { article, problems };
}

/** A short text (an exam's note, a vacancy's description, a notice): paragraphs only, each as inline HTML. */
export function parseParagraphs(
  body: string,
  checkLink: LinkCheck,
  translation: Pick<TranslationOptions, 'localLink'> = {},
): { paragraphs: string[]; problems: MarkdownProblem[] } {
  const { article, problems } = parseArticle(body, checkLink, translation);
  const sectionProblems = article.sections.map((section) => ({
    bodyLine: 0,
    message: `"${section.heading}": headings and lists are for news posts; write plain paragraphs here`,
  }));
  return { paragraphs: article.intro, problems: [...problems, ...sectionProblems] };
}

function renderInline(
  inline: Token,
  checkLink: LinkCheck,
  problems: MarkdownProblem[],
  localLink?: (href: string) => string,
): string {
  for (const child of inline.children ?? []) {
    if (child.type === 'image') {
      problems.push({
        bodyLine: inline.map?.[0] ?? 0,
        message: 'a picture in the text is not shown; put pictures in the cover or the gallery at the top',
      });
    }
    if (child.type === 'link_open') {
      const href = String(child.attrGet('href') ?? '');
      const problem = checkLink(href);
      if (problem) problems.push({ bodyLine: inline.map?.[0] ?? 0, message: problem });
      else if (localLink && href.startsWith('/')) child.attrSet('href', localLink(href));
    }
  }
  return markdown.renderer.renderInline(inline.children ?? [], markdown.options, {}).trim();
}

function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function describe(token: Token): string {
  switch (token.type) {
    case 'ordered_list_open':
      return 'a numbered list';
    case 'blockquote_open':
      return 'a quotation (a line starting with >)';
    case 'fence':
    case 'code_block':
      return 'a code block (indented or between ``` lines)';
    case 'hr':
      return 'a line (---)';
    case 'table_open':
      return 'a table';
    default:
      return `"${token.content.slice(0, 30) || token.type}"`;
  }
}
