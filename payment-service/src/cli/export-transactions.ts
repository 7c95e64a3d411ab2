/**
 * Prints payment transactions as CSV: `make transactions ARGS="--status COMPLETED --from 2025-09-01"`, or in the
 * container `docker compose exec payment-service node dist/cli/export-transactions.js --help`.
 */
import { runExport } from './exportCommand.js';

process.exitCode = runExport(process.argv.slice(2), process.env, process.stdout, process.stderr);
