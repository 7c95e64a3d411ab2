/**
 * Lists, hides, unhides and approves comments: `make comments ARGS="hide 12"`, or in the container
 * `docker compose exec comments-service node dist/cli/moderate-comments.js --help`. With COMMENTS_BACKEND=firestore
 * it works on Cloud Firestore instead of the SQLite file (firestoreModerationCommand.ts).
 */
import { runFirestoreModeration } from './firestoreModerationCommand.js';
import { runModeration } from './moderationCommand.js';

const argv = process.argv.slice(2);
process.exitCode =
  process.env.COMMENTS_BACKEND === 'firestore'
    ? await runFirestoreModeration(argv, process.env, process.stdout, process.stderr)
    : runModeration(argv, process.env, process.stdout, process.stderr);
