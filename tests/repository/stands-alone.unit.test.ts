import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The repository stands alone (tracker issue 22 item 7): what the code follows is in
// docs/design.md and docs/decisions.md, so no file may cite the design notes a clone does not
// have (DESIGN.md, DECISIONS, or anything by a path into the notes folder beside the project).
const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
  .split('\0')
  .filter((file) => /\.(ts|tsx|md|json|html|css)$/.test(file) || file === '.ci/run');
// Spelt in parts, so that this file itself does not point there.
const besideTheProject = ['..', 'shared', ''].join('/');
const cites = (line: string) => line.includes(besideTheProject) || /DESIGN\.md|DECISIONS/.test(line);
const thisFile = 'tests/repository/stands-alone.unit.test.ts';

describe('given every file of the repository', () => {
  it('when read, then none cites DESIGN.md, DECISIONS or the notes folder beside the project', () => {
    const citing = tracked
      .filter((file) => file !== thisFile)
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) => (cites(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
      );
    expect(citing).toEqual([]);
  });

  it('when looked for, then the design and the decisions are there, with why xstate/graph stands for @xstate/test', () => {
    expect(tracked).toEqual(expect.arrayContaining(['docs/design.md', 'docs/decisions.md']));
    expect(readFileSync('docs/design.md', 'utf8')).toMatch(/Why `xstate\/graph` and not `@xstate\/test`/);
  });
});
