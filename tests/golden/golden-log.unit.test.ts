import { beforeAll, describe, expect, it } from 'vitest';
import { readExpectedProjection } from './expected-projections.ts';
import { readGoldenLog } from './golden-log-file.ts';
import { goldenProjections, projectionFiles, type GoldenProjections } from './golden-projections.ts';
import { whatChanged } from './projection-differences.ts';

// The machines are the truth (tracker issue 22): the log recorded once from the demo's story
// (make-golden-log.ts), replayed by today's machines and projections, gives every screen and
// download it gave when it was recorded.
describe('given the golden event log recorded from the demo story', () => {
  let replayed: GoldenProjections;
  beforeAll(() => {
    replayed = goldenProjections(readGoldenLog());
  });

  it.each(projectionFiles)('replays the golden log into the projections it was recorded with: %s', (file) => {
    const recorded = readExpectedProjection(file);
    const change = whatChanged(replayed[file], recorded);
    expect(replayed[file], `replaying golden-log.json no longer gives expected/${file}: ${change}`).toEqual(recorded);
  });
});
