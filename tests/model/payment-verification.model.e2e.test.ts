import { describeFlow } from './model-suite.ts';
import { flow } from './flows/payment-verification.flow.ts';

describeFlow(flow);
