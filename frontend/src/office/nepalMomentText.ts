import { bsIsoOfAd } from '@school/contracts/bikram-sambat';
import { formatNepalTime, nepalDate } from '@school/contracts/nepal-time';
import { formatBsDate, formatCalendarDate, type DateWords } from '../lib/dates';

/**
 * A stored moment (ISO, UTC) as the console shows times, whatever the computer's zone: Nepal's day in B.S. with A.D.
 * beside, and Nepal's time, "12 Mangsir 2083 B.S. (27 Nov 2026), 3:46 PM". Outside the B.S. table, A.D. alone.
 */
export function nepalMomentText(iso: string, words: DateWords): string {
  const day = nepalDate(iso);
  const bs = bsIsoOfAd(day);
  const ad = formatCalendarDate(day, words);
  const [hours = '0', minutes = '00'] = formatNepalTime(iso, { seconds: false }).slice(11).split(':');
  return `${bs ? `${formatBsDate(bs, words)} (${ad})` : ad}, ${words.time(Number(hours), minutes)}`;
}
