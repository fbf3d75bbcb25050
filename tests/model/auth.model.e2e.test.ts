import { describeFlow } from './model-suite.ts';
import { flow } from './flows/auth.flow.ts';

describeFlow(flow);
