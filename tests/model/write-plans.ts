// `npm run qa:plan`: every flow's generated paths as plans a person can follow by hand on a
// phone, docs/qa/plans/<flow>.en.md and .ar.md, in the words the browser run's mapping carries.
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import type { AnyStateMachine } from 'xstate';
import type { Language } from '../e2e/screen-text.ts';
import type { FlowModel, FlowWorld } from './flow-model.ts';
import { flowPaths } from './flow-paths.ts';
import { pathPlan } from './flow-plan.ts';

const titles: Record<Language, (name: string, paths: number) => string> = {
  en: (name, paths) => `# Test plan: ${name}\n\n${paths} paths, drawn from the ${name} machine. Follow each path from its start on a phone: do each numbered step, then check that the screen shows what the step says. A path passes when every check holds.\n`,
  ar: (name, paths) => `# خطة الاختبار: ${name}\n\n${paths} من المسارات، مستخرجة من آلة ${name}. اتبع كل مسار من بدايته على الهاتف: نفّذ كل خطوة مرقّمة ثم تحقّق من أن الشاشة تعرض ما تذكره الخطوة. ينجح المسار حين تصحّ كل التحققات.\n`,
};

await mkdir('docs/qa/plans', { recursive: true });
for (const file of (await readdir('tests/model/flows')).filter((name) => name.endsWith('.flow.ts')).sort()) {
  const { flow } = (await import(`./flows/${file}`)) as { flow: FlowModel<AnyStateMachine, FlowWorld> };
  const paths = flowPaths(flow);
  for (const language of ['en', 'ar'] as const) {
    const plan = [titles[language](flow.name, paths.length), ...paths.map((path) => `${pathPlan(flow, path, language)}\n`)].join('\n');
    await writeFile(`docs/qa/plans/${flow.name}.${language}.md`, plan);
  }
  console.log(`docs/qa/plans/${flow.name}.{en,ar}.md: ${paths.length} paths`);
}
