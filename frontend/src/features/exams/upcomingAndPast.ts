/** Exams split by a day: upcoming (on that day or later, soonest first), then past (the latest first). */
export function upcomingAndPast<T extends { date: string }>(exams: readonly T[], today: string) {
  const byDate = [...exams].sort((a, b) => a.date.localeCompare(b.date));
  return {
    upcoming: byDate.filter((exam) => exam.date >= today),
    past: byDate.filter((exam) => exam.date < today).reverse(),
  };
}
