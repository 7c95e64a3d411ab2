/**
 * The students and their dues from the school's spreadsheet: `make fees ARGS="import dues.csv"`, or in the container
 * `docker compose exec payment-service node dist/cli/fees.js --help`.
 */
import { runFees } from './feesCommand.js';

process.exitCode = runFees(process.argv.slice(2), process.env, process.stdout, process.stderr);
