import { describeFlow } from './model-suite.ts';
import { flow } from './flows/request.flow.ts';

describeFlow(flow);
