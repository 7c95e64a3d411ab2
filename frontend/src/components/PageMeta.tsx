/**
 * A page's document title and meta description. React 19 hoists these into <head>, and swaps them as the
 * visitor moves between pages.
 */
export function PageMeta({
  title,
  description,
  noIndex = false,
}: {
  title: string;
  description: string;
  noIndex?: boolean;
}) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
    </>
  );
}
