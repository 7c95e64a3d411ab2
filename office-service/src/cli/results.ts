/**
 * Publishes exam results from a spreadsheet: `make results ARGS="import results.csv --exam 'First Terminal 2082'"`,
 * or in the container `docker compose exec office-service node dist/cli/results.js --help`.
 */
import { runResults } from './resultsCommand.js';

process.exitCode = runResults(process.argv.slice(2), process.env, process.stdout, process.stderr);
