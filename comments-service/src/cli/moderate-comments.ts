/**
 * Lists, hides, unhides and approves comments: `make comments ARGS="hide 12"`, or in the container
 * `docker compose exec comments-service node dist/cli/moderate-comments.js --help`.
 */
import { runModeration } from './moderationCommand.js';

process.exitCode = runModeration(process.argv.slice(2), process.env, process.stdout, process.stderr);
