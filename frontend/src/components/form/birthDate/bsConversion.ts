// What the date of birth needs of the Bikram Sambat module, the whole of what bsCalendar.ts fetches: a dynamic
// import keeps every export of the module it loads, and the calendar module's own would bring the Nepali words
// (an English page downloads no Nepali text). The table's range is for a refusal's message in another language.
export { adToBs, bsTableRange, bsToAd, BsDateError, parseBsDate, yearMonthDay } from '@school/contracts/bikram-sambat';
export { writeBsDate } from '@school/contracts/bikram-sambat-text';
