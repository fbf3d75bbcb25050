import { runReplayBench } from './replay.bench.ts';
import { runAppendBench } from './http-append.bench.ts';
import { runHttpCeilingBench } from './http-ceiling.bench.ts';
import { runFanOutBench } from './fan-out.bench.ts';
import { runColdStartBench } from './cold-start.bench.ts';
import { withBuiltClient } from './built-client.ts';
import { runLighthouseBench } from './lighthouse.bench.ts';
import { runPageWeightBench } from './page-weight.bench.ts';

// `npm run bench`: every benchmark, one JSON line per figure, with its budget where it has one.
// Run it alone on the machine: the figures are the machine's, shared with nothing.
runReplayBench();
await runHttpCeilingBench();
await runAppendBench();
await runFanOutBench();
await runColdStartBench();
await withBuiltClient(async (server) => {
  await runPageWeightBench(server);
  await runLighthouseBench(server);
});
