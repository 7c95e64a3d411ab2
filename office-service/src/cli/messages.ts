/**
 * The contact form's messages: `make messages ARGS="show M-7K3Q9"`, or in the container
 * `docker compose exec office-service node dist/cli/messages.js --help`.
 */
import { runMessages } from './messagesCommand.js';

process.exitCode = runMessages(process.argv.slice(2), process.env, process.stdout, process.stderr);
