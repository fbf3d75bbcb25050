import { flow } from './flows/subscription.flow.ts';
import { describeFlow } from './model-suite.ts';

describeFlow(flow);
