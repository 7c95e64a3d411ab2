/**
 * `make publish` and `make preview`: the school's content folder (SITE_CONTENT_DIR, default site-content/) on the site.
 *
 *   tsx scripts/publish.ts            checks the folder and builds the site into a new release of the live site
 *                                     (STACK_RUNTIME_DIR/site, the one `make start` serves); only when the build
 *                                     succeeds is it swapped in, in one step, and a running `make start` reloads its
 *                                     nginx gracefully (no request fails). A failed build prints each problem's file
 *                                     and line and leaves the live site as it was.
 *   tsx scripts/publish.ts history    lists the publishes kept (PUBLISH_HISTORY, 20 by default), newest first
 *   tsx scripts/publish.ts undo       puts the publish before the live one back: its built site and its content
 *                                     folder's files (scripts/publish/publishHistory.ts)
 *   tsx scripts/publish.ts --preview  builds the same way into a preview folder and serves it at PREVIEW_PORT
 *                                     (default 8081) until Ctrl-C, through nginx like the live site; nothing goes live.
 *
 * The publish itself is scripts/publish/publishRelease.ts; with Compose, the publisher container runs it against the
 * site volume (scripts/publish/publisherContainer.ts), and the web container notices the new `current` and reloads
 * itself (docker-compose.yml, nginx/entrypoint.sh).
 */
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configOrThrow, SettingsReader } from '@school/service-kit';
import { buildProblems, buildSite } from './publish/buildSite.js';
import { printHistory, undoOrExit } from './publish/historyCommands.js';
import { contentFolderProblem, publish, publishHistorySetting, reportPublish } from './publish/publishRelease.js';
import { reloadRunningStack } from './publish/reloadStack.js';
import { currentRelease } from './publish/siteReleases.js';
import { renderNginx, settingsFromEnv, siteDir, type StackSettings } from './stack.js';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../..');

async function preview(s: StackSettings, contentDir: string, port: number): Promise<void> {
  const problem = contentFolderProblem(contentDir);
  if (problem) throw new Error(problem);
  const folder = join(s.runtimeDir, 'preview');
  rmSync(folder, { recursive: true, force: true });
  console.log(`[preview] checking and building ${contentDir}`);
  const built = await buildSite(contentDir, join(folder, 'site'));
  if (!built.ok) {
    console.error(`[preview] ${buildProblems(built.output)}`);
    process.exit(1);
  }
  const runtime = join(folder, 'nginx');
  renderNginx({ ...s, publicSiteUrl: `http://127.0.0.1:${port}` }, join(folder, 'site'), runtime, port, 'pipe');
  // The rendered configuration keeps nginx in the foreground (daemon off), as make start runs it.
  const nginx = spawn('nginx', ['-e', 'stderr', '-p', runtime, '-c', join(runtime, 'nginx.conf')], {
    stdio: 'inherit',
  });
  console.log(
    `[preview] the new content is at http://127.0.0.1:${port} (not live; comments and forms use the running site's services). Ctrl-C stops it; \`make publish\` puts it live.`,
  );
  const stop = () => nginx.kill('SIGTERM');
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const code = await new Promise<number | null>((done) => nginx.once('exit', done));
  if (code !== 0 && code !== null) throw new Error(`the preview's nginx stopped (exit ${code}); see its message above`);
}

async function main(): Promise<void> {
  const dotenv = join(repoRoot, '.env');
  if (!process.argv.includes('--ignore-dotenv') && existsSync(dotenv)) process.loadEnvFile(dotenv);
  const settings = new SettingsReader(process.env, { sentenceEnd: '' });
  const contentDir = resolve(repoRoot, settings.text('SITE_CONTENT_DIR', 'site-content'));
  const previewPort = settings.port('PREVIEW_PORT', 8081);
  configOrThrow(settings.result(() => ({})));
  const stack = settingsFromEnv([]);
  if (process.argv.includes('--preview')) return preview(stack, contentDir, previewPort);

  const liveDir = siteDir(stack);
  const history = publishHistorySetting(process.env.PUBLISH_HISTORY);
  if (process.argv.includes('history')) return printHistory(liveDir);
  if (process.argv.includes('undo')) return undoOrExit(contentDir, liveDir, () => reloadRunningStack(stack));
  const before = currentRelease(liveDir);
  const result = await publish({
    contentDir,
    siteDir: liveDir,
    history,
    afterSwap: () => reloadRunningStack(stack),
  });
  reportPublish(result, before);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(`[publish] ${(error as Error).message}`);
    process.exit(1);
  });
}
