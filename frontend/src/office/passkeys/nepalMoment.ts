import { formatNepalTime } from '@school/contracts/nepal-time';
import type { DateWords } from '../../lib/dates';
import { todayInBothCalendars } from '../home/todayInBothCalendars';

/**
 * A stored moment as the console shows it: the day in Nepal in B.S. with A.D. beside, and the time of day in Nepal
 * (whatever the computer's time zone): { date: "12 Mangsir 2083 B.S. (27 Nov 2026)", time: "9:45 AM" }.
 */
export function nepalMoment(iso: string, words: DateWords): { date: string; time: string } {
  const clock = formatNepalTime(iso, { seconds: false }).slice(11);
  return {
    date: todayInBothCalendars(words, new Date(iso)),
    time: words.time(Number(clock.slice(0, 2)), clock.slice(3, 5)),
  };
}
