// Screens broken on purpose in a scratch copy, each with the paths of its flow that must then
// fail: `npm run qa:break` shows the generated paths catch the break, and only where they should.
import type { FlowPath } from './flow-paths.ts';

export interface ScreenBreak {
  name: string;
  /** What a person would notice. */
  says: string;
  file: string;
  find: string;
  replace: string;
  flow: string;
  /** The paths that use what the break takes away. */
  needs(path: FlowPath): boolean;
}

const takes = (type: string) => (path: FlowPath) => path.steps.some((step) => step.event.type === type);
const reaches = (state: string) => (path: FlowPath) =>
  [path.start, ...path.steps.map((step) => step.state)].some((snapshot) => (snapshot as unknown as { matches(value: string): boolean }).matches(state));

export const screenBreaks: ScreenBreak[] = [
  {
    name: 'no-reject-offer',
    says: 'The request page no longer shows "Reject offer".',
    file: 'src/features/requests/RequestAnswers.tsx',
    find: "<Button tone=\"secondary\" disabled={answering} onClick={() => setAsking('request.offerRejected')}>",
    replace: "<Button tone=\"secondary\" disabled={answering} style={{ display: 'none' }} onClick={() => setAsking('request.offerRejected')}>",
    flow: 'request',
    needs: takes('request.offerRejected'),
  },
  {
    name: 'no-visits-left',
    says: 'The VIP area no longer shows the visits used.',
    file: 'src/features/vip/VipStatus.tsx',
    find: '{visitsUsed} / {maxVisits}',
    replace: '',
    flow: 'subscription',
    needs: reaches('subscribed'),
  },
  {
    name: 'no-third-service-warning',
    says: 'The VIP booking form no longer says a third service is one too many.',
    file: 'src/features/booking/VipServicePicker.tsx',
    find: '{tooMany ? (',
    replace: '{tooMany && false ? (',
    flow: 'vip-booking',
    needs: (path) => path.steps.some((step) => (step.state as unknown as { context: { tooManyServices: boolean } }).context.tooManyServices),
  },
];
