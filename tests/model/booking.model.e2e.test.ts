import { describeFlow } from './model-suite.ts';
import { flow } from './flows/booking.flow.ts';

describeFlow(flow);
