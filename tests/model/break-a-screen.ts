// `npm run qa:break [-- --name <break>]`: for each screen break (screen-breaks.ts), a scratch
// copy of the committed tree with that one screen broken runs its flow's generated paths in
// Chromium, and the paths that fail must be exactly the paths that need what was taken away.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { AnyStateMachine } from 'xstate';
import type { FlowModel, FlowWorld } from './flow-model.ts';
import { flowPaths } from './flow-paths.ts';
import { screenBreaks } from './screen-breaks.ts';

const { values } = parseArgs({ options: { name: { type: 'string' } } });
// Outside the project, with its own packages: Vite will not load a scratch copy's files through
// a link to this copy's node_modules.
const scratch = path.join(tmpdir(), 'rhm-scratch');
let wrong = 0;

for (const screenBreak of screenBreaks.filter((each) => !values.name || each.name === values.name)) {
  const { flow } = (await import(`./flows/${screenBreak.flow}.flow.ts`)) as { flow: FlowModel<AnyStateMachine, FlowWorld> };
  const expected = new Set(flowPaths(flow).filter(screenBreak.needs).map((each) => each.id));
  if (existsSync(scratch)) execFileSync('git', ['worktree', 'remove', '--force', scratch]);
  execFileSync('git', ['worktree', 'add', '--detach', scratch, 'HEAD'], { stdio: 'ignore' });
  try {
    execFileSync('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: scratch, stdio: 'ignore' });
    const file = `${scratch}/${screenBreak.file}`;
    const source = await readFile(file, 'utf8');
    if (!source.includes(screenBreak.find)) throw new Error(`${screenBreak.name}: ${screenBreak.file} no longer has what it breaks`);
    await writeFile(file, source.replace(screenBreak.find, screenBreak.replace));
    spawnSync('npx', ['vitest', 'run', '--project', 'browser', `tests/model/${flow.name}.model.e2e.test.ts`, '--reporter=json', '--outputFile=.tmp/break.json'], { cwd: scratch, stdio: 'ignore' });
    const report = JSON.parse(await readFile(`${scratch}/.tmp/break.json`, 'utf8')) as { testResults: { assertionResults: { title: string; status: string }[] }[] };
    const failed = new Set(
      report.testResults.flatMap((file) => file.assertionResults).filter((test) => test.status === 'failed').map((test) => test.title.split(' ')[0]!),
    );
    failed.delete(`${flow.name}:`);
    const missed = [...expected].filter((id) => !failed.has(id));
    const extra = [...failed].filter((id) => !expected.has(id));
    const exact = missed.length === 0 && extra.length === 0 && expected.size > 0;
    if (!exact) wrong += 1;
    console.log(`${exact ? 'caught' : 'NOT EXACT'}: ${screenBreak.name} (${screenBreak.says}) failed ${failed.size} of ${flowPaths(flow).length} paths of ${flow.name}; expected ${expected.size}${missed.length ? `; not failed: ${missed.join(', ')}` : ''}${extra.length ? `; failed but should not: ${extra.join(', ')}` : ''}`);
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', scratch]);
  }
}
process.exit(wrong === 0 ? 0 : 1);
