/**
 * `make publish ARGS=history` and `ARGS=undo`, the same beside `make start` (scripts/publish.ts) and in Compose's
 * publisher container (publisherContainer.ts): they differ only in how the web server learns of a change.
 */
import { bsIsoOfAd } from '@school/contracts/bikram-sambat';
import { formatNepalTime, nepalDate } from '@school/contracts/nepal-time';
import { publishHistory } from './publishHistory.js';
import { undoLastPublish } from './publishRelease.js';
import { currentRelease } from './siteReleases.js';

/** The publishes kept, newest first: when (Nepal time, with the B.S. date), how many files, which one is live. */
export function printHistory(siteDir: string, write = (line: string) => console.log(line)): void {
  const records = publishHistory(siteDir);
  if (records.length === 0) {
    write('[publish] no publish is kept yet');
    return;
  }
  const live = currentRelease(siteDir);
  write('release             published (Nepal time)   B.S. date    files');
  for (const record of records) {
    const bs = bsIsoOfAd(nepalDate(record.publishedAt)) ?? '';
    const files = String(Object.keys(record.files).length).padStart(5);
    const when = formatNepalTime(record.publishedAt, { seconds: false });
    write(
      `${record.release.padEnd(19)} ${when.padEnd(24)} ${bs.padEnd(12)} ${files}${record.release === live ? '  live' : ''}`,
    );
  }
}

/** Undoes the last publish, or says why not and exits 1 with the site and the folder as they were. */
export function undoOrExit(contentDir: string, siteDir: string, afterSwap: () => void): void {
  const result = undoLastPublish({ contentDir, siteDir, afterSwap });
  if (!result.ok) {
    console.error(`[publish] ${result.problem}`);
    process.exit(1);
  }
  console.log(`[publish] the content folder ${contentDir} holds the files of ${result.live} again`);
}
