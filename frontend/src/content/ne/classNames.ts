/** The school's classes as Nepali pages name them; the value sent to the API stays the English name (the key). */
export { classNamesInNepali as classNames } from '@school/contracts/class-names-ne';
