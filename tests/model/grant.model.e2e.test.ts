import { describeFlow } from './model-suite.ts';
import { flow } from './flows/grant.flow.ts';

describeFlow(flow);
