import { runReplayBench } from './replay.bench.ts';
import { runAppendBench } from './http-append.bench.ts';
import { runHttpCeilingBench } from './http-ceiling.bench.ts';
import { runFanOutBench } from './fan-out.bench.ts';
import { runColdStartBench } from './cold-start.bench.ts';
import { withBuiltClient } from './built-client.ts';
import { runFirstScreenBench } from './first-screen.bench.ts';
import { runLighthouseBench } from './lighthouse.bench.ts';
import { runPageWeightBench } from './page-weight.bench.ts';
import { selectedParts } from './bench-selection.ts';

// `npm run bench`: every benchmark, one JSON line per figure, with its budget where it has one.
// Run it alone on the machine: the figures are the machine's, shared with nothing.
// BENCH_PARTS=lighthouse,firstScreen runs only those parts (bench/bench-selection.ts).
const parts = new Set(selectedParts(process.env));
if (parts.has('replay')) runReplayBench();
if (parts.has('httpCeiling')) await runHttpCeilingBench();
if (parts.has('append')) await runAppendBench();
if (parts.has('fanOut')) await runFanOutBench();
if (parts.has('coldStart')) await runColdStartBench();
if (parts.has('pageWeight') || parts.has('lighthouse') || parts.has('firstScreen')) {
  await withBuiltClient(async (server) => {
    if (parts.has('pageWeight')) await runPageWeightBench(server);
    if (parts.has('lighthouse')) await runLighthouseBench(server);
    if (parts.has('firstScreen')) await runFirstScreenBench(server);
  });
}
