// Runs a flow's generated paths in Chromium against the built app and the e2e server: at each
// step the person acts, then the screen must show the state the chart reached. What passed
// counts towards the machine's coverage, which must not fall below the figures recorded in
// docs/qa/coverage-floor.json. A failing path throws its plan with the failing step marked,
// a screenshot of each open screen, and the command that runs it alone.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { AnyStateMachine, Snapshot } from 'xstate';
import { afterAll, describe, expect, it } from 'vitest';
import { chromiumForThisFile } from '../e2e/browser.ts';
import { resetServerClock } from '../e2e/file-server.ts';
import { chartOf, coverageFollower, nothingSeen } from './chart-coverage.ts';
import { coverageFigures, coverageFloorFile, flowRunDir, type FlowRun } from './coverage-figures.ts';
import type { FlowModel, FlowWorld } from './flow-model.ts';
import { choosePath, flowPaths, prefixId, type FlowPath } from './flow-paths.ts';
import { mappedStates, pathPlan } from './flow-plan.ts';

export function describeFlow<TMachine extends AnyStateMachine, TWorld extends FlowWorld>(flow: FlowModel<TMachine, TWorld>): void {
  const browser = chromiumForThisFile();
  const onlyPath = process.env.MODEL_PATH;
  const paths = onlyPath ? choosePath(flow, onlyPath) : flowPaths(flow);
  const seen = nothingSeen();
  const ran = { paths: 0, steps: 0 };

  describe.each(flow.languages.filter((language) => !onlyPath || !process.env.MODEL_LANGUAGE || language === process.env.MODEL_LANGUAGE))(
    `${flow.name}, generated paths in %s`,
    (language) => {
      it.each(paths.map((path) => [`${path.id} (${path.steps.length} steps)`, path] as const))('%s', async (_name, path) => {
        const world = await flow.open(browser(), language, path.input);
        const follower = coverageFollower(flow.machine, path.input, seen);
        let at = 0;
        try {
          follower.start();
          await showsState(flow, world, path.start);
          follower.passed();
          for (const [index, step] of path.steps.entries()) {
            at = index + 1;
            const before = index === 0 ? path.start : path.steps[index - 1]!.state;
            const mapping = (flow.events as Record<string, { act(world: TWorld, event: unknown, before: Snapshot<unknown>): Promise<void> }>)[step.event.type]!;
            await mapping.act(world, step.event, before);
            follower.send(step.event);
            await showsState(flow, world, step.state);
            follower.passed();
          }
          for (const visitor of world.visitors) expect(visitor.errors, 'errors the page threw').toEqual([]);
          ran.paths += 1;
          ran.steps += path.steps.length;
        } catch (error) {
          throw await failureReport(flow, world, path, at, error);
        } finally {
          follower.stop();
          resetServerClock();
          await flow.close(world);
        }
      });
    },
  );

  afterAll(async () => {
    const run: FlowRun = { name: flow.name, machine: flow.machine.id, chart: chartOf(flow.machine), seen: { states: [...seen.states], transitions: [...seen.transitions], pairs: [...seen.pairs], guardValues: [...seen.guardValues] }, unreachable: flow.unreachable ?? {}, ...ran, complete: !onlyPath };
    await mkdir(flowRunDir, { recursive: true });
    await writeFile(`${flowRunDir}/${flow.name}.json`, JSON.stringify(run, null, 1));
  });

  it.skipIf(Boolean(onlyPath))(`${flow.name}: covers at least the figures recorded in ${coverageFloorFile}`, async () => {
    const floors = JSON.parse(await readFile(coverageFloorFile, 'utf8').catch(() => '{}')) as Record<string, Record<string, number>>;
    const figures = coverageFigures(chartOf(flow.machine), seen);
    for (const [figure, floor] of Object.entries(floors[flow.name] ?? {})) {
      expect(figures[figure as keyof typeof figures], `${flow.name}: ${figure} coverage fell below the recorded ${floor} %`).toBeGreaterThanOrEqual(floor);
    }
  });
}

async function showsState<TMachine extends AnyStateMachine, TWorld extends FlowWorld>(flow: FlowModel<TMachine, TWorld>, world: TWorld, snapshot: Snapshot<unknown>) {
  const mappings = mappedStates(flow.states, snapshot);
  if (mappings.length === 0) throw new Error(`${flow.name}: no screen check for the state ${JSON.stringify((snapshot as { value?: unknown }).value)}`);
  for (const { mapping } of mappings) await mapping.check(world, snapshot as never);
}

async function failureReport<TMachine extends AnyStateMachine, TWorld extends FlowWorld>(flow: FlowModel<TMachine, TWorld>, world: TWorld, path: FlowPath, at: number, error: unknown): Promise<Error> {
  const dir = `test-results/model/${path.id}-${world.language}`;
  await mkdir(dir, { recursive: true });
  const shots: string[] = [];
  for (const [index, visitor] of world.visitors.entries()) {
    const file = `${dir}/screen-${index + 1}.png`;
    if (await visitor.page.screenshot({ path: file, fullPage: true }).then(() => true, () => false)) shots.push(file);
  }
  return new Error(
    [
      `${flow.name}: path ${path.id} (${world.language}) failed at step ${at}: ${error instanceof Error ? error.message : String(error)}`,
      '',
      pathPlan(flow, path, world.language, at),
      '',
      `Screenshots: ${shots.join(', ') || 'none could be taken'}`,
      `The shortest failing prefix is steps 0-${at}: npm run test:model -- --path ${prefixId(flow.name, path, at)}`,
      `This path alone: npm run test:model -- --path ${path.id}`,
    ].join('\n'),
    { cause: error },
  );
}
