// The chat flow's generated paths in Chromium, in English and in Arabic (tests/model/flows/chat.flow.ts).
import { flow } from './flows/chat.flow.ts';
import { describeFlow } from './model-suite.ts';

describeFlow(flow);
