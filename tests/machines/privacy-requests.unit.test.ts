import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { privacyRequests } from '../../machines/projections/privacy-requests.ts';
import { erasedCustomerName } from '../../machines/domain/personal-fields.ts';
import { replay } from '../../machines/stream-decision.ts';
import { userMachine } from '../../machines/user.machine.ts';
import { anEvent, system } from './given-events.ts';

// Given customers' user streams, the admin's register lists each access and deletion request
// with its 30-day deadline and when it was answered.
const registered = (name: string) => anEvent('user.registered', { fullName: name, email: `${name}@example.com`, mobile: '+966512345678' }, { at: '2026-11-01T08:00:00.000Z' });
const exported = (at: string) => anEvent('user.dataExported', { format: 'json' }, { actor: system, at });

describe('the register of privacy requests', () => {
  it('lists a data download as an access request answered at once, due 30 days after it came', () => {
    const streams = new Map<string, AnyMachineSnapshot>([['user-1234', replay(userMachine, [registered('Sara'), exported('2026-11-20T10:00:00.000Z')])]]);

    expect(privacyRequests(streams)).toEqual([
      { userId: '1234', customerName: 'Sara', kind: 'access', receivedAt: '2026-11-20T10:00:00.000Z', answerDueAt: '2026-12-20T10:00:00.000Z', answeredAt: '2026-11-20T10:00:00.000Z' },
    ]);
  });

  it('lists a deletion as answered by the erasure, under the deleted customer, newest request first', () => {
    const streams = new Map<string, AnyMachineSnapshot>([
      ['user-1234', replay(userMachine, [registered('Sara'), exported('2026-11-20T10:00:00.000Z')])],
      [
        'user-5678',
        replay(userMachine, [
          registered('Omar'),
          anEvent('user.deletionRequested', {}, { actor: system, at: '2026-11-27T09:00:00.000Z' }),
          anEvent('user.erased', {}, { actor: system, at: '2026-11-27T09:00:01.000Z' }),
        ]),
      ],
    ]);

    expect(privacyRequests(streams).map(({ kind, customerName, answerDueAt, answeredAt }) => ({ kind, customerName, answerDueAt, answeredAt }))).toEqual([
      { kind: 'deletion', customerName: erasedCustomerName, answerDueAt: '2026-12-27T09:00:00.000Z', answeredAt: '2026-11-27T09:00:01.000Z' },
      { kind: 'access', customerName: 'Sara', answerDueAt: '2026-12-20T10:00:00.000Z', answeredAt: '2026-11-20T10:00:00.000Z' },
    ]);
  });
});
