// Which provider takes cards, and where the browser sends them: asked of our server once per
// page load (it changes only with the server's keys).
import { callApi } from '../eventlog/api-call.ts';

export interface Gateway {
  provider: 'test' | 'moyasar';
  paymentsUrl: string;
  publishableKey: string;
}

let gatewayAnswer: Promise<Gateway> | null = null;

export function loadGateway(): Promise<Gateway> {
  gatewayAnswer ??= callApi(globalThis.fetch.bind(globalThis), '/api/payments/gateway', { method: 'GET' }).then((answer) => {
    if (!('ok' in answer)) throw { code: answer.kind === 'refused' ? answer.code : 'networkError' };
    return (answer.ok as { gateway: Gateway }).gateway;
  });
  gatewayAnswer.catch(() => {
    gatewayAnswer = null;
  });
  return gatewayAnswer;
}
