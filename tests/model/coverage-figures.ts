// A flow's coverage as percentages of its chart, and the table docs/qa/coverage.md shows.
import type { Chart, Seen } from './chart-coverage.ts';

/** Where each flow's run leaves what it covered, for `npm run test:model` to gather. */
export const flowRunDir = '.tmp/model-run';
/** The figures a run must not fall below: raised by `npm run test:model` when a full run does better. */
export const coverageFloorFile = 'docs/qa/coverage-floor.json';

export interface FlowRun {
  name: string;
  chart: Chart;
  seen: { states: string[]; transitions: string[]; pairs: string[]; guardValues: string[] };
  unreachable: Record<string, string>;
  paths: number;
  steps: number;
  /** False when only one path was asked for: its figures are not the flow's. */
  complete: boolean;
}

export type Figures = Record<'states' | 'transitions' | 'pairs' | 'guards', number>;

const percent = (part: number, whole: number) => (whole === 0 ? 100 : Math.floor((part / whole) * 1000) / 10);
const within = (seen: Iterable<string>, chart: string[]) => {
  const all = new Set(chart);
  return [...seen].filter((each) => all.has(each)).length;
};

export function coverageFigures(chart: Chart, seen: { states: Iterable<string>; transitions: Iterable<string>; pairs: Iterable<string>; guardValues: Iterable<string> }): Figures {
  const guardValues = chart.guards.flatMap((guard) => [`${guard}=true`, `${guard}=false`]);
  return {
    states: percent(within(seen.states, chart.states), chart.states.length),
    transitions: percent(within(seen.transitions, chart.transitions), chart.transitions.length),
    pairs: percent(within(seen.pairs, chart.pairs), chart.pairs.length),
    guards: percent(within(seen.guardValues, guardValues), guardValues.length),
  };
}

export function seenSets(run: FlowRun): Seen {
  return { states: new Set(run.seen.states), transitions: new Set(run.seen.transitions), pairs: new Set(run.seen.pairs), guardValues: new Set(run.seen.guardValues) };
}

/** docs/qa/coverage.md: a row per flow, then what each flow left unreached and why. */
export function coverageTable(runs: FlowRun[], minutes: number, ran = 'every flow'): string {
  const rows = runs.map((run) => {
    const figures = coverageFigures(run.chart, run.seen);
    const guardValues = run.chart.guards.length * 2;
    return `| ${run.name} | ${run.paths} | ${run.steps} | ${figures.states} % (${run.seen.states.filter((s) => run.chart.states.includes(s)).length}/${run.chart.states.length}) | ${figures.transitions} % (${run.seen.transitions.filter((t) => run.chart.transitions.includes(t)).length}/${run.chart.transitions.length}) | ${figures.pairs} % (${run.seen.pairs.filter((p) => run.chart.pairs.includes(p)).length}/${run.chart.pairs.length}) | ${figures.guards} % (${run.seen.guardValues.length}/${guardValues}) |`;
  });
  const gaps = runs.flatMap((run) => {
    const seen = seenSets(run);
    const missing = [
      ...run.chart.states.filter((state) => !seen.states.has(state)).map((state) => `state \`${state}\``),
      ...run.chart.transitions.filter((transition) => !seen.transitions.has(transition)).map((transition) => `transition \`${transition}\``),
      ...run.chart.guards.flatMap((guard) => ['true', 'false'].filter((value) => !seen.guardValues.has(`${guard}=${value}`)).map((value) => `guard \`${guard}\` never ${value}`)),
    ];
    if (missing.length === 0) return [];
    const reasonOf = (item: string) => Object.entries(run.unreachable).find(([key]) => item.includes(key))?.[1] ?? 'no generated path reaches it yet';
    return [`### ${run.name}`, '', ...missing.map((item) => `- ${item}: ${reasonOf(item)}`), ''];
  });
  return [
    '# Coverage of the machines by the generated paths run in Chromium',
    '',
    'Written by `npm run test:model` from the steps that passed in the browser (not from the graph).',
    `Last run (${ran}): ${minutes.toFixed(1)} min on this machine, the build included; each row is its flow's latest full run. The run fails when a figure falls below \`${coverageFloorFile}\`.`,
    '',
    '| Flow | Paths run | Steps | States | Transitions | Transition pairs | Guards true and false |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    '## Not reached, and why',
    '',
    ...(gaps.length ? gaps : ['Everything is reached.', '']),
  ].join('\n');
}
