import { describeFlow } from './model-suite.ts';
import { flow } from './flows/vip-booking.flow.ts';

describeFlow(flow);
