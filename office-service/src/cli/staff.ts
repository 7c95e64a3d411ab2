/**
 * The school office's staff: `make staff ARGS="add clerk@school.example.np --role office"`, or in the container
 * `docker compose exec office-service node dist/cli/staff.js --help`.
 */
import { runStaff } from './staffCommand.js';

process.exitCode = runStaff(process.argv.slice(2), process.env, process.stdout, process.stderr);
