// `npm run test:model [-- --path <id>] [-- --flow <name>] [-- --language en|ar]`: every flow's
// generated paths in Chromium (or one flow's, or the one path asked for); then, unless one path
// ran, the coverage table printed and written to docs/qa/coverage.md from the latest full run
// of each flow, and each figure that rose recorded as the new floor.
import { spawnSync } from 'node:child_process';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { coverageFigures, coverageFloorFile, coverageTable, flowRunDir, type Figures, type FlowRun } from './coverage-figures.ts';

const { values } = parseArgs({ options: { path: { type: 'string' }, flow: { type: 'string' }, language: { type: 'string' } } });
const started = performance.now();
const flow = values.path?.replace(/-[0-9a-f]{8}$/, '') ?? values.flow;
if (!values.path) await rm(flow ? `${flowRunDir}/${flow}.json` : flowRunDir, { recursive: true, force: true });
const files = flow ? [`tests/model/${flow}.model.e2e.test.ts`] : ['tests/model'];
const run = spawnSync('npx', ['vitest', 'run', '--project', 'browser', ...files], {
  stdio: 'inherit',
  env: { ...process.env, ...(values.path ? { MODEL_PATH: values.path } : {}), ...(values.language ? { MODEL_LANGUAGE: values.language } : {}) },
});
const minutes = (performance.now() - started) / 60_000;

if (!values.path) {
  const runs = await Promise.all(
    (await readdir(flowRunDir).catch(() => [])).sort().map(async (file) => JSON.parse(await readFile(`${flowRunDir}/${file}`, 'utf8')) as FlowRun),
  );
  const table = coverageTable(runs, minutes, flow ? `the ${flow} flow` : undefined);
  console.log(`\n${table}`);
  await mkdir('docs/qa', { recursive: true });
  await writeFile('docs/qa/coverage.md', table);
  if (run.status === 0) await raiseFloors(runs);
}
process.exit(run.status ?? 1);

async function raiseFloors(runs: FlowRun[]) {
  const floors = JSON.parse(await readFile(coverageFloorFile, 'utf8').catch(() => '{}')) as Record<string, Figures>;
  for (const each of runs.filter((one) => one.complete)) {
    const figures = coverageFigures(each.chart, each.seen);
    const floor = floors[each.name];
    floors[each.name] = floor
      ? (Object.fromEntries(Object.entries(figures).map(([name, value]) => [name, Math.max(value, floor[name as keyof Figures])])) as Figures)
      : figures;
  }
  await writeFile(coverageFloorFile, `${JSON.stringify(floors, null, 2)}\n`);
}
