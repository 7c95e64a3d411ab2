/**
 * How a typed name is matched to a stored one: trimmed, case-insensitive, and runs of inner spaces count as one.
 * The spec asks for case and outer spaces; inner runs are folded too because a spreadsheet cell or a phone keyboard
 * easily carries a doubled space ("Sita  Kumari"), and two spaces never tell two children apart. Unicode NFC first,
 * so a Devanagari name typed with composed or decomposed signs is the same name.
 */
export function nameKey(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/gu, ' ').toLocaleLowerCase('en');
}
