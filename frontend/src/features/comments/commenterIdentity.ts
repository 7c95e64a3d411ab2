/** How a commenter is shown: initials in the avatar and a display name, with fallbacks for an empty name. */

/** Up to two initials, from the first two words of the name ("Sita Kumari Sharma" → "SK"); "A" when empty. */
export function initialsOf(name: string): string {
  const initials = name
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase();
  return initials || 'A';
}

/** The name as typed, without surrounding spaces; the page's word for "Anonymous" when empty. */
export function displayNameOf(name: string, anonymous: string): string {
  return name.trim() || anonymous;
}

/** Dark tones that all keep white initials at WCAG AA contrast. */
const avatarColors = ['#0d47a1', '#1b5e20', '#4a148c', '#b71c1c', '#004d40', '#4e342e', '#880e4f', '#37474f'];

/** The same name always gets the same avatar colour. */
export function avatarColorOf(name: string): string {
  let hash = 0;
  for (const char of name.trim()) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return avatarColors[hash % avatarColors.length] ?? avatarColors[0]!;
}
