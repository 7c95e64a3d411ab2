/**
 * `make bench`: exam-result lookups through nginx, on the whole local stack with the site's default
 * lookup limits, and BENCH_RESULT_RECORDS (10,000) records published by the real command (`make results`'s
 * import) while it runs.
 *
 *   steady     BENCH_LOOKUP_RATE (200) lookups a second for BENCH_LOOKUP_SECONDS (10), each from its own client
 *              address (parents on many phones), each for a stored record (open loop: latency counts from when each
 *              lookup was due). Target: every one answered 200, p99 under 20 ms.
 *   one roll   one address trying BENCH_ROLL_WALK (1,000) rolls of one class, as fast as it is answered. Target: no
 *              more records answered than the per-address limit (RESULTS_LOOKUPS_PER_MINUTE, 10 a minute);
 *              every other try refused with 429.
 * Exits 1 if a target is missed.
 *
 *   npx tsx scripts/bench/results-lookup.ts
 * Settings: BENCH_PORT_BASE (27000), BENCH_RESULT_RECORDS, BENCH_LOOKUP_RATE, BENCH_LOOKUP_SECONDS, BENCH_ROLL_WALK.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { join, resolve } from 'node:path';
import { resultClasses } from '@school/contracts';
import { settingsFromEnv, startStack } from '../stack.js';
import { configureBenchStack, numberSetting, percentile, repoRoot } from './benchSupport.js';

const portBase = numberSetting('BENCH_PORT_BASE', 27000);
const records = numberSetting('BENCH_RESULT_RECORDS', 10_000);
const lookupRate = numberSetting('BENCH_LOOKUP_RATE', 200);
const lookupSeconds = numberSetting('BENCH_LOOKUP_SECONDS', 10);
const rollWalk = numberSetting('BENCH_ROLL_WALK', 1000);
const p99TargetMs = 20;
const perAddressLimit = 10; // RESULTS_LOOKUPS_PER_MINUTE's default
const exam = 'Bench Terminal 2082';

interface Row {
  name: string;
  className: string;
  roll: number;
}

/** The spreadsheet: `records` students spread over every class, rolls from 1 in each. */
function writeSpreadsheet(file: string): Row[] {
  const rows: Row[] = [];
  const lines = [
    'name,class,roll,father,mother,dob_bs,address,present_days,school_days,English (100),Nepali (100),Mathematics (100),Science (100),Discipline [rating]',
  ];
  for (let index = 0; index < records; index += 1) {
    const className = resultClasses[index % resultClasses.length]!;
    const roll = Math.floor(index / resultClasses.length) + 1;
    const name = `Bench Student ${index}`;
    rows.push({ name, className, roll });
    lines.push(
      `${name},${className},${roll},Bench Father,Bench Mother,2073-05-12,"Janakpur-4, Dhanusha",98,104,` +
        `${60 + (index % 40)},${55 + (index % 45)},${70 + (index % 30)},${50 + (index % 50)},Good`,
    );
  }
  writeFileSync(file, lines.join('\n') + '\n');
  return rows;
}

const agent = new Agent({ keepAlive: true, maxSockets: 256 });
/** One lookup from `address` (as a trusted proxy names it); resolves with the status once the body was read. */
function lookup(siteUrl: string, address: string, row: Row): Promise<number> {
  // Every bench student was born on 2073-05-12 B.S., which is 28 August 2016.
  const payload = JSON.stringify({ name: row.name, class: row.className, roll: row.roll, exam, dob: '2016-08-28' });
  const { hostname, port } = new URL(siteUrl);
  return new Promise((done, fail) => {
    const req = httpRequest(
      {
        agent,
        hostname,
        port,
        path: '/api/results/lookup',
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'x-forwarded-for': address,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode ?? 0));
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end(payload);
  });
}

async function main(): Promise<boolean> {
  configureBenchStack('results', portBase, {
    TRUSTED_PROXIES: '127.0.0.1',
    // The site's own lookup limits, nginx's and office-service's, are what is measured.
    RESULTS_LOOKUP_RATE_LIMIT: '',
    RESULTS_LOOKUP_RATE_BURST: '',
    RESULTS_LOOKUPS_PER_MINUTE: '',
    RESULTS_SAMPLES: 'no',
  });
  const settings = settingsFromEnv(['--fresh']);
  const stack = await startStack(settings);
  try {
    const folder = resolve(repoRoot, `build/bench-results-${portBase}`);
    mkdirSync(folder, { recursive: true });
    const spreadsheet = join(folder, 'results.csv');
    const rows = writeSpreadsheet(spreadsheet);
    const imported = spawnSync(
      process.execPath,
      [join(repoRoot, 'office-service/dist/cli/results.js'), 'import', spreadsheet, '--exam', exam],
      { env: { ...process.env, OFFICE_DB_PATH: join(settings.dataDir, 'office.sqlite') }, encoding: 'utf8' },
    );
    if (imported.status !== 0) throw new Error(`the import failed: ${imported.stderr}${imported.stdout}`);
    console.log(`\n${imported.stdout.trim()}`);

    // Steady: each lookup from its own address, due at its time whatever the answers before it.
    const total = lookupRate * lookupSeconds;
    const intervalMs = 1000 / lookupRate;
    const latenciesMs: number[] = [];
    const statuses = new Map<number, number>();
    const inFlight: Promise<void>[] = [];
    const started = performance.now();
    for (let sent = 0; sent < total;) {
      const now = performance.now();
      while (sent < total && started + sent * intervalMs <= now) {
        const dueAt = started + sent * intervalMs;
        const address = `10.${90 + (sent >> 16)}.${(sent >> 8) & 0xff}.${sent & 0xff}`;
        const row = rows[(sent * 7919) % rows.length]!;
        inFlight.push(
          lookup(stack.siteUrl, address, row)
            .catch(() => 0)
            .then((status) => {
              statuses.set(status, (statuses.get(status) ?? 0) + 1);
              latenciesMs.push(performance.now() - dueAt);
            }),
        );
        sent += 1;
      }
      await new Promise((r) => setTimeout(r, 1));
    }
    await Promise.all(inFlight);
    const sorted = latenciesMs.sort((a, b) => a - b);
    const p99 = percentile(sorted, 99);
    console.log(
      `\n${total} lookups through nginx at ${lookupRate} a second from ${total} addresses, ${records} records stored`,
    );
    console.table([
      {
        answers: [...statuses].map(([status, count]) => `${count}x ${status}`).join(', '),
        'p50 ms': percentile(sorted, 50).toFixed(1),
        'p99 ms': p99.toFixed(1),
        'max ms': (sorted.at(-1) ?? Number.NaN).toFixed(1),
      },
    ]);

    // One address walking a class roll by roll.
    const walk = new Map<number, number>();
    for (let roll = 1; roll <= rollWalk; roll += 1) {
      const status = await lookup(stack.siteUrl, '10.99.0.1', {
        name: `Bench Student ${roll}`,
        className: 'Grade 3',
        roll,
      });
      walk.set(status, (walk.get(status) ?? 0) + 1);
    }
    const answeredWalk = rollWalk - (walk.get(429) ?? 0);
    console.log(
      `one address trying ${rollWalk} rolls of Grade 3: ${[...walk].map(([status, count]) => `${count}x ${status}`).join(', ')}` +
        ` (answered ${answeredWalk}; the limit is ${perAddressLimit} a minute)`,
    );

    const steadyMet = (statuses.get(200) ?? 0) === total && p99 < p99TargetMs;
    const walkMet = answeredWalk <= perAddressLimit;
    if (!steadyMet) console.log(`MISSED: every lookup answered 200 with p99 under ${p99TargetMs} ms`);
    if (!walkMet) console.log(`MISSED: one address got ${answeredWalk} answers, over its limit of ${perAddressLimit}`);
    return steadyMet && walkMet;
  } finally {
    await stack.stop();
  }
}

process.exit((await main()) ? 0 : 1);
