// A path as numbered steps a person can follow on a phone: what to do, then what the screen
// must show. The same words the browser run's mapping carries, so the plan and the run agree.
import type { AnyStateMachine, EventObject, Snapshot } from 'xstate';
import type { Language } from '../e2e/screen-text.ts';
import type { FlowModel, FlowWorld, StateMapping, Words } from './flow-model.ts';
import type { FlowPath } from './flow-paths.ts';

const headings: Record<Language, { start: string; check: string; failed: string; path: string }> = {
  en: { start: 'Start', check: 'Check', failed: 'FAILED HERE', path: 'Path' },
  ar: { start: 'البداية', check: 'تحقّق', failed: 'فشل هنا', path: 'المسار' },
};

/** The mappings that apply to a snapshot: every mapped state value it is in, outermost first. */
export function mappedStates<TWorld, TSnapshot>(states: Record<string, StateMapping<TWorld, TSnapshot>>, snapshot: Snapshot<unknown>) {
  const matches = (snapshot as unknown as { matches(value: unknown): boolean }).matches.bind(snapshot);
  return Object.entries(states)
    .filter(([key]) => matches(stateValue(key)))
    .sort(([a], [b]) => a.split('.').length - b.split('.').length)
    .map(([key, mapping]) => ({ key, mapping }));
}

/** `"a.b.c"` as the value `matches` takes: `{ a: { b: 'c' } }`. */
export function stateValue(key: string): unknown {
  const parts = key.split('.');
  return parts.reduceRight<unknown>((inner, part) => (inner === undefined ? part : { [part]: inner }), undefined);
}

const wordsOf = <T>(words: Words | ((value: T) => Words), value: T, language: Language) => (typeof words === 'function' ? words(value) : words)[language];

export function stateWords<TMachine extends AnyStateMachine, TWorld extends FlowWorld>(flow: FlowModel<TMachine, TWorld>, snapshot: Snapshot<unknown>, language: Language): string {
  return mappedStates(flow.states, snapshot)
    .map(({ mapping }) => wordsOf(mapping.shows as Words | ((value: unknown) => Words), snapshot, language))
    .join(' ');
}

export function eventWords<TMachine extends AnyStateMachine, TWorld extends FlowWorld>(flow: FlowModel<TMachine, TWorld>, event: EventObject, language: Language): string {
  const mapping = (flow.events as Record<string, { does: Words | ((event: EventObject) => Words) } | undefined>)[event.type];
  if (!mapping) throw new Error(`${flow.name}: no mapping for the event ${event.type}`);
  return wordsOf(mapping.does, event, language);
}

/** The plan of one path as Markdown; `failedAt` marks the step that failed (0: the start). */
export function pathPlan<TMachine extends AnyStateMachine, TWorld extends FlowWorld>(
  flow: FlowModel<TMachine, TWorld>,
  path: FlowPath,
  language: Language,
  failedAt?: number,
): string {
  const words = headings[language];
  const mark = (index: number) => (index === failedAt ? ` **← ${words.failed}**` : '');
  const lines = [`### ${words.path} ${path.id}`, '', `0. ${words.start}: ${stateWords(flow, path.start, language)}${mark(0)}`];
  path.steps.forEach((step, index) => {
    lines.push(`${index + 1}. ${eventWords(flow, step.event, language)}  `);
    lines.push(`   ${words.check}: ${stateWords(flow, step.state, language)}${mark(index + 1)}`);
  });
  return lines.join('\n');
}
