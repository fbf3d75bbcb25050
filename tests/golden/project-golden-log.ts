// Writes the projections of the checked-in golden log again, by hand, when a projection is
// changed on purpose (a screen shows something new); the log itself is never rewritten:
//
//   node --import tsx tests/golden/project-golden-log.ts
//
// Review the diff of tests/golden/expected/: only what the projection change meant may move.
import { writeExpectedProjections } from './expected-projections.ts';
import { readGoldenLog } from './golden-log-file.ts';
import { goldenProjections } from './golden-projections.ts';

writeExpectedProjections(goldenProjections(readGoldenLog()));
