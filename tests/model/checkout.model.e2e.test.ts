import { describeFlow } from './model-suite.ts';
import { flow } from './flows/checkout.flow.ts';

describeFlow(flow);
