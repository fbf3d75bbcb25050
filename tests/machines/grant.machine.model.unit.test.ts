import { describe, expect, it } from 'vitest';
import { transition, type EventFromLogic } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { emptyGrantForm, grantMachine, type GrantSnapshot } from '../../machines/grant.machine.ts';

// The grant screen's chart, path by path: every state reached from the start and every
// transition taken, with the sync and the grant answered by the events their actors would send.
type GrantMachineEvent = EventFromLogic<typeof grantMachine>;
const events = [
  { type: 'edit', field: 'fullName', value: 'Sara Q' },
  { type: 'edit', field: 'email', value: 'sara@example.com' },
  { type: 'edit', field: 'mobile', value: '0512345678' },
  { type: 'edit', field: 'mobile', value: '' },
  { type: 'choosePlan', plan: 'vip-plus' },
  { type: 'sync' },
  { type: 'grant' },
  { type: 'xstate.done.actor.refreshUsers' },
  { type: 'xstate.error.actor.refreshUsers', error: new Error('offline') },
  { type: 'xstate.done.actor.grantSubscription', output: { userId: '1234', created: true } },
  { type: 'xstate.error.actor.grantSubscription', error: { code: 'invalidMobile' } },
] as unknown as GrantMachineEvent[];

const quiet = grantMachine.provide({ actions: { announceSynced: () => {}, announceGranted: () => {}, warnMissingInformation: () => {} } });
const filled = (snapshot: GrantSnapshot) => ['fullName', 'email', 'mobile'].every((field) => snapshot.context.form[field as 'email'] !== '');
const serialize = (snapshot: GrantSnapshot) => {
  const { form, refusal } = snapshot.context;
  return JSON.stringify([snapshot.value, form.fullName !== '', form.email !== '', form.mobile !== '', form.plan, refusal]);
};

// A transition of the chart by where it starts, its event, the branch (the n-th candidate) and
// where it goes, so a guarded branch and its fallback count as two.
type ChartTransition = ReturnType<typeof quiet.getTransitionData>[number];
const nameOf = (taken: ChartTransition) => {
  const branch = taken.source.transitions.get(taken.eventType)!.indexOf(taken);
  const target = taken.target?.map((node) => node.key).join(',') ?? 'itself';
  return `${taken.source.key} --${taken.eventType}#${branch}--> ${target}`;
};
const chartTransitions = Object.values(quiet.root.states).flatMap((node) => [...node.transitions.values()].flat());

describe('the grant screen, path by path', () => {
  const paths = getShortestPaths(quiet, { events, input: { form: emptyGrantForm() }, serializeState: (snapshot) => serialize(snapshot as GrantSnapshot) });

  it('reaches every state', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.map((step) => String(step.state.value))));
    expect([...reached].sort()).toEqual(['editing', 'granting', 'syncing']);
  });

  it('takes every transition of the chart along the paths or one event beyond their ends', () => {
    const taken = new Set<string>();
    for (const path of paths) {
      for (const step of path.steps.slice(1)) {
        const before = path.steps[path.steps.indexOf(step) - 1]!.state as GrantSnapshot;
        for (const each of quiet.getTransitionData(before, step.event as GrantMachineEvent)) taken.add(nameOf(each));
      }
      const end = path.steps.at(-1)!.state as GrantSnapshot;
      for (const event of events) for (const each of quiet.getTransitionData(end, event)) taken.add(nameOf(each));
    }
    expect([...taken].sort()).toEqual(chartTransitions.map(nameOf).sort());
  });

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(
    'follows %s',
    (_name, path) => {
      let snapshot = path.steps[0]!.state as GrantSnapshot;
      for (const step of path.steps.slice(1)) {
        snapshot = transition(quiet, snapshot, step.event as GrantMachineEvent)[0] as GrantSnapshot;
        expect(serialize(snapshot)).toBe(serialize(step.state as GrantSnapshot));
        // The rules along every path: a grant only with the three fields, a clear form after it.
        if (snapshot.matches('granting')) expect(filled(snapshot)).toBe(true);
        if ((step.event.type as string) === 'xstate.done.actor.grantSubscription') expect(snapshot.context.form).toEqual(emptyGrantForm());
      }
    },
  );
});
