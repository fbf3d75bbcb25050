import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Vitest runs the files it holds no timings for (every file, on CI's fresh clone) in the order it
// found them, which left the generated-path suites, the longest of the browser phase, for last:
// two of the three workers then idled while the third finished them (`npm test` 34 min, of which
// the last ~4 on one file at a time). They start the browser phase instead.
export default class GeneratedPathsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const generatedPaths = (file: TestSpecification) => (file.moduleId.includes('/tests/model/') ? 0 : 1);
    return sorted.sort((a, b) => a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder || generatedPaths(a) - generatedPaths(b));
  }
}
