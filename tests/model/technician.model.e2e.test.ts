import { describeFlow } from './model-suite.ts';
import { flow } from './flows/technician.flow.ts';

describeFlow(flow);
