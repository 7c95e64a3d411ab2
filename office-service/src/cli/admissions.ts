/**
 * The school office's admission applications: `make admissions ARGS="show A-7K3Q9"`, or in the container
 * `docker compose exec office-service node dist/cli/admissions.js --help`.
 */
import { runAdmissions } from './admissionsCommand.js';

process.exitCode = runAdmissions(process.argv.slice(2), process.env, process.stdout, process.stderr);
