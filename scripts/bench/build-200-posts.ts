/**
 * The site's build time with 200 news posts, each with a cover photo of its own (1600×1200 JPEG, as a school's
 * camera or phone gives once shrunk a little), in a content folder generated for the run: the school's own
 * site-content/ plus the 200 posts. Printed twice: a first build, which resizes every photo into the layout's widths
 * and formats, and a rebuild, which takes them from the resize cache (SITE_IMAGE_CACHE_DIR, a folder of this run).
 * Then a publish of the same folder as `make publish` runs it (the history's record of the folder, the build, the
 * swap into a live site's folder), timed until the new release is live: issue 39's target is 60 s.
 *
 *   npx tsx scripts/bench/build-200-posts.ts        (BENCH_POSTS changes the number of posts)
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import type Sharp from 'sharp';
import { buildProblems, buildSite } from '../publish/buildSite.js';
import { publish } from '../publish/publishRelease.js';
import { numberSetting, repoRoot } from './benchSupport.js';

// The build's own image library (a frontend dependency), to make the photos.
const sharp = createRequire(join(repoRoot, 'frontend/package.json'))('sharp') as typeof Sharp;
const posts = numberSetting('BENCH_POSTS', 200);
const scratch = mkdtempSync(join(tmpdir(), 'bench-build-posts-'));
const content = join(scratch, 'site-content');

/** A photo that compresses like one: smooth light with fine grain, different in every post. */
async function photo(file: string, seed: number): Promise<void> {
  const width = 1600;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  let noise = seed * 7919 + 1;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      noise = (noise * 1103515245 + 12345) & 0x7fffffff;
      const grain = (noise >> 26) - 16;
      const i = (y * width + x) * 3;
      pixels[i] = Math.max(0, Math.min(255, ((x + seed * 13) % width) / 7 + grain));
      pixels[i + 1] = Math.max(0, Math.min(255, (y / height) * 200 + grain));
      pixels[i + 2] = Math.max(0, Math.min(255, 120 + ((x * y + seed) % 90) + grain));
    }
  }
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toFile(file);
}

async function main(): Promise<void> {
  cpSync(join(repoRoot, 'site-content'), content, { recursive: true });
  mkdirSync(join(content, 'images/bench'), { recursive: true });
  console.log(`build-200-posts: generating ${posts} posts with a 1600×1200 cover photo each in ${content}`);
  for (let index = 1; index <= posts; index += 1) {
    const slug = `bench-post-${String(index).padStart(3, '0')}`;
    await photo(join(content, `images/bench/${slug}.jpg`), index);
    const day = String((index % 28) + 1).padStart(2, '0');
    const month = String((index % 12) + 1).padStart(2, '0');
    writeFileSync(
      join(content, `news/${slug}.md`),
      [
        '---',
        `title: School news number ${index}`,
        `date: 2025-${month}-${day}`,
        `summary: What happened at school on day ${index}, in a few words for the blog list.`,
        'cover:',
        `  image: ../images/bench/${slug}.jpg`,
        `  alt: Students at the school event number ${index}`,
        'comments: true',
        '---',
        `The students of every class took part in event number ${index}. Parents joined them in the afternoon.`,
        '',
        '## What comes next',
        '',
        'The next event is announced on the notices page.',
        '',
      ].join('\n'),
    );
  }
  process.env.SITE_IMAGE_CACHE_DIR = join(scratch, 'image-cache');
  for (const run of ['first build (every photo resized)', 'rebuild (photos from the resize cache)']) {
    const started = performance.now();
    const built = await buildSite(content, join(scratch, 'dist'));
    const seconds = (performance.now() - started) / 1000;
    if (!built.ok) {
      console.error(`build-200-posts: the build failed:\n${buildProblems(built.output)}`);
      process.exitCode = 1;
      return;
    }
    console.log(`build-200-posts: ${run}: ${seconds.toFixed(1)} s for ${posts} posts with photos`);
  }
  const started = performance.now();
  let liveAfter = Number.NaN;
  const published = await publish({
    contentDir: content,
    siteDir: join(scratch, 'site'),
    log: () => {},
    afterSwap: () => (liveAfter = (performance.now() - started) / 1000),
  });
  if (!published.ok) {
    console.error(`build-200-posts: the publish failed:\n${published.problems}`);
    process.exitCode = 1;
    return;
  }
  console.log(`build-200-posts: publish to live: ${liveAfter.toFixed(1)} s for ${posts} posts (target: at most 60 s)`);
}

main()
  .catch((error: unknown) => {
    console.error(`build-200-posts: ${(error as Error).message}`);
    process.exitCode = 1;
  })
  .finally(() => rmSync(scratch, { recursive: true, force: true }));
