// A flow's coverage as percentages of its chart, and the table docs/qa/coverage.md shows.
import type { Chart } from './chart-coverage.ts';

/** Where each flow's run leaves what it covered, for `npm run test:model` to gather. */
export const flowRunDir = '.tmp/model-run';
/** The figures a run must not fall below: raised by `npm run test:model` when a full run does better. */
export const coverageFloorFile = 'docs/qa/coverage-floor.json';

export interface FlowRun {
  name: string;
  /** The id of the machine the flow drives: flows of the same machine are counted together too. */
  machine: string;
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

const count = (seen: string[], chart: string[]) => seen.filter((each) => chart.includes(each)).length;

/** A machine's coverage by every flow that drives it (the checkout's by the checkout and the way
 * back from the provider's page, the booking's by the general and the VIP forms): what none of
 * them reached, and the reasons its flows give. */
interface MachineRun {
  machine: string;
  flows: string[];
  chart: Chart;
  seen: FlowRun['seen'];
  unreachable: [string, string][];
}

function machineRuns(runs: FlowRun[]): MachineRun[] {
  const byMachine = new Map<string, FlowRun[]>();
  for (const run of runs) byMachine.set(run.machine, [...(byMachine.get(run.machine) ?? []), run]);
  const union = (flows: FlowRun[], of: keyof FlowRun['seen']) => [...new Set(flows.flatMap((run) => run.seen[of]))];
  return [...byMachine].map(([machine, flows]) => ({
    machine,
    flows: flows.map((run) => run.name),
    chart: flows[0]!.chart,
    seen: { states: union(flows, 'states'), transitions: union(flows, 'transitions'), pairs: union(flows, 'pairs'), guardValues: union(flows, 'guardValues') },
    unreachable: flows.flatMap((run) => Object.entries(run.unreachable)),
  }));
}

/** docs/qa/coverage.md: a row per flow, a row per machine with its flows together, then what no flow of a machine reached and why. */
export function coverageTable(runs: FlowRun[], minutes: number, ran = 'every flow'): string {
  const rows = runs.map((run) => {
    const figures = coverageFigures(run.chart, run.seen);
    const guardValues = run.chart.guards.length * 2;
    return `| ${run.name} | ${run.paths} | ${run.steps} | ${figures.states} % (${count(run.seen.states, run.chart.states)}/${run.chart.states.length}) | ${figures.transitions} % (${count(run.seen.transitions, run.chart.transitions)}/${run.chart.transitions.length}) | ${figures.pairs} % (${count(run.seen.pairs, run.chart.pairs)}/${run.chart.pairs.length}) | ${figures.guards} % (${run.seen.guardValues.length}/${guardValues}) |`;
  });
  const machines = machineRuns(runs);
  const machineRows = machines.map((run) => {
    const figures = coverageFigures(run.chart, run.seen);
    return `| ${run.machine} | ${run.flows.join(', ')} | ${figures.states} % (${count(run.seen.states, run.chart.states)}/${run.chart.states.length}) | ${figures.transitions} % (${count(run.seen.transitions, run.chart.transitions)}/${run.chart.transitions.length}) | ${figures.guards} % (${run.seen.guardValues.length}/${run.chart.guards.length * 2}) |`;
  });
  const gaps = machines.flatMap((run) => {
    const seen = { states: new Set(run.seen.states), transitions: new Set(run.seen.transitions), guardValues: new Set(run.seen.guardValues) };
    const missing = [
      ...run.chart.states.filter((state) => !seen.states.has(state)).map((state) => `state \`${state}\``),
      ...run.chart.transitions.filter((transition) => !seen.transitions.has(transition)).map((transition) => `transition \`${transition}\``),
      ...run.chart.guards.flatMap((guard) => ['true', 'false'].filter((value) => !seen.guardValues.has(`${guard}=${value}`)).map((value) => `guard \`${guard}\` never ${value}`)),
    ];
    if (missing.length === 0) return [];
    const reasonOf = (item: string) => run.unreachable.find(([key]) => item.includes(key))?.[1] ?? 'no generated path reaches it yet';
    return [`### ${run.machine} (${run.flows.join(', ')})`, '', ...missing.map((item) => `- ${item}: ${reasonOf(item)}`), ''];
  });
  return [
    '# Coverage of the machines by the generated paths run in Chromium',
    '',
    'Written by `npm run test:model` from the steps that passed in the browser (not from the graph).',
    `Last run (${ran}): ${minutes.toFixed(1)} min on this machine, the build included; each row is its flow's latest full run. The run fails when a flow's figure falls below \`${coverageFloorFile}\`.`,
    '',
    '| Flow | Paths run | Steps | States | Transitions | Transition pairs | Guards true and false |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    '## By machine: its flows together',
    '',
    '| Machine | Flows | States | Transitions | Guards true and false |',
    '| --- | --- | --- | --- | --- |',
    ...machineRows,
    '',
    '## Not reached by any flow of the machine, and why',
    '',
    ...(gaps.length ? gaps : ['Everything is reached.', '']),
  ].join('\n');
}
