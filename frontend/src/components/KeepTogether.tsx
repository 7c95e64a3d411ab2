import { Fragment } from 'react';

/**
 * What must not break across lines in running text: a phone number ("+977 41-590123", "041-590123": Chromium breaks
 * after a hyphen) and the hyphenated words a parent reads as one ("Pre-Primary", "part-time").
 */
const unbreakable = /\+?\d[\d -]{5,}\d|\bPre-Primary\b|\bpart-time\b/gi;

/** A text with its phone numbers and hyphenated terms each kept on one line (a nowrap span); the rest wraps. */
export function KeepTogether({ children }: { children: string }) {
  const parts: (string | { kept: string })[] = [];
  let last = 0;
  for (const match of children.matchAll(unbreakable)) {
    // A plain run of digits cannot break anyway.
    if (/^\d+$/.test(match[0])) continue;
    parts.push(children.slice(last, match.index), { kept: match[0] });
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return children;
  parts.push(children.slice(last));
  return (
    <>
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          <Fragment key={index}>{part}</Fragment>
        ) : (
          <span key={index} style={{ whiteSpace: 'nowrap' }}>
            {part.kept}
          </span>
        ),
      )}
    </>
  );
}
