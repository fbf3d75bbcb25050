import { describeFlow } from './model-suite.ts';
import { flow } from './flows/checkout-return.flow.ts';

describeFlow(flow);
