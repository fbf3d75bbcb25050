import { runReplayBench } from './replay.bench.ts';
import { runAppendBench } from './http-append.bench.ts';

// `npm run bench`: every benchmark, one JSON line per figure.
runReplayBench();
await runAppendBench();
