// @ts-check
// The end of .ci/run: a table of each step's time and tests, then the ten slowest tests, read from what the steps
// left (build/ci/steps.tsv and the step logs, Playwright's and Vitest's JSON reports). Prints what it finds; a
// report that is missing (its step failed early, or never ran) is left out, never fatal.
//
// Usage: node .ci/summary.mjs <ci folder> <total seconds>
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [ciDir = 'build/ci', totalSeconds = '0'] = process.argv.slice(2);
const e2eBase = Number(process.env.E2E_PORT_BASE ?? 18000);

/** @param {string} path */
const readJson = (path) => {
  try {
    return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
  } catch {
    return undefined;
  }
};
/** @param {number} seconds */
const clock = (seconds) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

/** @typedef {{ title: string, seconds: number }} Timed */
/** @type {Timed[]} */
const timedTests = [];

/**
 * Playwright's JSON report: per project, its tests' outcomes and the time spent in them (tests of several projects
 * run side by side, so these are not wall-clock times).
 * @param {string} path
 */
function playwrightProjects(path) {
  const report = readJson(path);
  /** @type {Map<string, { passed: number, failed: number, flaky: number, skipped: number, seconds: number }>} */
  const projects = new Map();
  if (!report) return projects;
  /** @param {any} suite @param {string[]} titles */
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const project = projects.get(test.projectName) ?? { passed: 0, failed: 0, flaky: 0, skipped: 0, seconds: 0 };
        projects.set(test.projectName, project);
        const seconds =
          (test.results ?? []).reduce((/** @type {number} */ sum, /** @type {any} */ r) => sum + (r.duration ?? 0), 0) /
          1000;
        project.seconds += seconds;
        if (test.status === 'expected') project.passed += 1;
        else if (test.status === 'flaky') project.flaky += 1;
        else if (test.status === 'skipped') project.skipped += 1;
        else project.failed += 1;
        timedTests.push({
          title: `[${test.projectName}] ${[...titles, spec.title].filter(Boolean).join(' › ')}`,
          seconds,
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return projects;
}

/**
 * Vitest's JSON report (Jest's shape): per project, passed and failed tests, and each test's time.
 * @param {string} path
 */
function vitestProjects(path) {
  const report = readJson(path);
  /** @type {Map<string, { passed: number, failed: number, flaky: number, skipped: number, seconds: number }>} */
  const projects = new Map();
  if (!report) return projects;
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      const name =
        test.meta?.projectName ??
        /** @type {string} */ (file.name).replace(
          /^.*?\/(packages\/[^/]+|tests\/[^/]+|[^/]+-service|frontend|tests)\/.*$/,
          '$1',
        );
      const project = projects.get(name) ?? { passed: 0, failed: 0, flaky: 0, skipped: 0, seconds: 0 };
      projects.set(name, project);
      const seconds = (test.duration ?? 0) / 1000;
      project.seconds += seconds;
      if (test.status === 'passed') project.passed += 1;
      else if (test.status === 'failed') project.failed += 1;
      else project.skipped += 1;
      timedTests.push({
        title: `[vitest] ${file.name.replace(process.cwd() + '/', '')} › ${test.fullName ?? test.title}`,
        seconds,
      });
    }
  }
  return projects;
}

/** @param {Map<string, { passed: number, failed: number, flaky: number, skipped: number, seconds: number }>} projects */
const countsOf = (projects) =>
  [...projects]
    .map(
      ([name, p]) =>
        `${name} ${p.passed}${p.failed ? ` (${p.failed} failed)` : ''}${p.flaky ? ` (${p.flaky} flaky)` : ''}${p.skipped ? ` (${p.skipped} skipped)` : ''}`,
    )
    .join(', ');

const steps = existsSync(join(ciDir, 'steps.tsv'))
  ? readFileSync(join(ciDir, 'steps.tsv'), 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [name = '', seconds = '0', status = '0'] = line.split('\t');
        return { name, seconds: Number(seconds), status: Number(status) };
      })
  : [];

/** @type {Record<string, string>} */
const notes = {
  unit: countsOf(vitestProjects('build/vitest/unit.json')),
  api: countsOf(vitestProjects('build/vitest/api.json')),
  firestore: countsOf(vitestProjects('build/vitest/firestore.json')),
  browser: countsOf(playwrightProjects(`build/e2e-${e2eBase}/results.json`)),
  containers: countsOf(
    new Map([
      ...playwrightProjects('tests/build/containers/results-http.json'),
      ...playwrightProjects('tests/build/containers/results-https.json'),
    ]),
  ),
};
const containersLog = existsSync(join(ciDir, 'containers.log'))
  ? readFileSync(join(ciDir, 'containers.log'), 'utf8')
  : '';
const imagesSeconds = containersLog.match(/containers: images built in (\d+) s/)?.[1];

/**
 * The lines a step printed to say that tests of its were skipped (`SKIPPED: <suite>: <why>`, e.g. the Firestore tests
 * on a machine without the emulator), each once: they belong in the table, not only in the log.
 * @param {string} name
 */
const skippedLines = (name) => {
  const log = join(ciDir, `${name}.log`);
  if (!existsSync(log)) return [];
  const lines = readFileSync(log, 'utf8')
    .split('\n')
    .map((line) => /(SKIPPED: .*)$/.exec(line)?.[1]?.trim())
    .filter((line) => line !== undefined);
  return [...new Set(lines)];
};

const rows = steps.flatMap((step) => {
  const row = [
    step.name,
    clock(step.seconds),
    step.status === 0 ? 'passed' : `FAILED (exit ${step.status})`,
    notes[step.name] ?? '',
  ];
  if (step.name === 'containers' && imagesSeconds) {
    const images = Number(imagesSeconds);
    return [
      ['images', clock(images), '', 'building the images (part of containers)'],
      ['container tests', clock(step.seconds - images), row[2] ?? '', row[3] ?? ''],
    ];
  }
  if (step.name === 'browser') row[3] = `looks, e2e and visual side by side (time in tests): ${row[3]}`;
  const skipped = skippedLines(step.name);
  if (skipped.length > 0) row[3] = [row[3], ...skipped].filter(Boolean).join('; ');
  return [row];
});
rows.push(['total', clock(Number(totalSeconds)), '', 'budget 30:00']);

const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => (row[i] ?? '').length), 6));
console.log('\n.ci/run: the steps (minutes:seconds)');
for (const row of rows)
  console.log(
    `  ${(row[0] ?? '').padEnd(widths[0] ?? 0)}  ${(row[1] ?? '').padStart(widths[1] ?? 0)}  ${(row[2] ?? '').padEnd(widths[2] ?? 0)}  ${row[3] ?? ''}`,
  );

console.log('\n.ci/run: the ten slowest tests');
for (const test of timedTests.sort((a, b) => b.seconds - a.seconds).slice(0, 10))
  console.log(`  ${test.seconds.toFixed(1).padStart(6)} s  ${test.title}`);
