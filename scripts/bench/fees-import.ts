/**
 * `make bench`: the import time of the school's dues, BENCH_FEE_STUDENTS (1,000) students × 12 months of tuition
 * (and transport for every third student), generated into a temporary folder and imported by `make fees`' own
 * command (runFees, in this process: the time of node's start is not the import's) into a fresh SQLite file; then the
 * same file again (every due unchanged), as the accounts office does each month. Figures only, no target.
 *
 *   npx tsx scripts/bench/fees-import.ts
 */
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { schoolClasses } from '@school/contracts/fee-student';
import { runFees } from '../../payment-service/src/cli/feesCommand.js';
import { numberSetting } from './benchSupport.js';

const students = numberSetting('BENCH_FEE_STUDENTS', 1000);
const months = 12;

const folder = mkdtempSync(join(tmpdir(), 'bench-fees-'));
try {
  const lines = ['student_id,name,class,roll,dob_bs,item,month,amount'];
  for (let index = 0; index < students; index += 1) {
    const className = schoolClasses[index % schoolClasses.length]!;
    const roll = Math.floor(index / schoolClasses.length) + 1;
    const student = `S-${String(index + 1).padStart(5, '0')},विद्यार्थी ${index + 1},${className},${roll},2073-05-12`;
    for (let month = 1; month <= months; month += 1) {
      const bsMonth = `2082-${String(month).padStart(2, '0')}`;
      lines.push(`${student},Tuition,${bsMonth},${2000 + (index % 10) * 100}`);
      if (index % 3 === 0) lines.push(`${student},Transport,${bsMonth},800.50`);
    }
  }
  const file = join(folder, 'dues.csv');
  writeFileSync(file, `\uFEFF${lines.join('\r\n')}\r\n`);
  const env = { PAYMENT_DB_PATH: join(folder, 'payments.sqlite') };

  const timeImport = () => {
    let out = '';
    let err = '';
    const started = process.hrtime.bigint();
    const code = runFees(
      ['import', file],
      env,
      { write: (text: string) => (out += text) },
      { write: (text: string) => (err += text) },
    );
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (code !== 0) throw new Error(`the import failed (exit ${code}): ${err}`);
    return { ms, out: out.trim() };
  };

  const dues = lines.length - 1;
  console.log(
    `Dues file: ${students} students × ${months} months, ${dues} dues, ${(statSync(file).size / 1024).toFixed(0)} KB`,
  );
  const first = timeImport();
  console.log(`First import into a fresh database: ${first.ms.toFixed(0)} ms (${first.out})`);
  const again = timeImport();
  console.log(`The same file again:                ${again.ms.toFixed(0)} ms (${again.out})`);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
