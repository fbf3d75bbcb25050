import { describe, expect, it, vi } from 'vitest';
import { chatMachine } from '../../machines/chat.machine.ts';
import { settingsMachine } from '../../machines/settings.machine.ts';
import { refusalText, refusalWords } from '../../src/features/admin/refusal-words.ts';

// Lingui's macros are compiled by the client build; here a descriptor is just its English text.
vi.mock('@lingui/core/macro', () => ({
  msg: (strings: TemplateStringsArray) => ({ id: strings.join(''), message: strings.join('') }),
}));

// The words an admin reads when the server refuses their change: a rule's own words, never
// the generic "refused" for a rule their forms can meet.
describe("the words for a refused admin change", () => {
  it('given any rule of the settings, when refused, then it has words of its own', () => {
    const rules = Object.keys(settingsMachine.implementations.guards);
    expect(rules.filter((rule) => !Object.hasOwn(refusalWords, rule))).toEqual([]);
  });

  it('given the rules of marking a thread read, when refused, then they have words of their own', () => {
    const rules = Object.keys(chatMachine.implementations.guards).filter((rule) => rule.startsWith('reads'));
    expect(rules).toHaveLength(2);
    expect(rules.filter((rule) => !Object.hasOwn(refusalWords, rule))).toEqual([]);
  });

  it('given a technician dedicated to a customer, when refused by the plan or across streams, then the rule has words of its own', () => {
    const rules = ['vipPlusPlanInForce', 'technicianNotActive', 'technicianNamesChanged'];
    expect(rules.filter((rule) => !Object.hasOwn(refusalWords, rule))).toEqual([]);
  });

  it('given any rule of the chain of tax documents, when refused, then it has words of its own', async () => {
    const { invoicesMachine } = await import('../../machines/invoices.machine.ts');
    const rules = Object.keys(invoicesMachine.implementations.guards);
    expect(rules).toHaveLength(7);
    expect(rules.filter((rule) => !Object.hasOwn(refusalWords, rule))).toEqual([]);
  });

  it('given a change made at the same time by someone else, when refused, then the words fit any change, not only a request', () => {
    expect(refusalText('versionConflict').message).not.toMatch(/request/i);
  });

  it('given a code without words, when refused, then the generic words say so', () => {
    expect(refusalText('somethingNew').message).toBe('The change was refused. Please try again.');
  });
});

describe('the words for a refused visit', () => {
  it('given any rule of an appointment or a technician, or across their streams, when refused, then it has words of its own', async () => {
    const { requestMachine } = await import('../../machines/request.machine.ts');
    const { technicianMachine } = await import('../../machines/technician.machine.ts');
    const appointmentRules = ['windowAtMostTwoHours', 'noFridayService', 'notInThePast', 'withinWorkingHours'];
    expect(appointmentRules.filter((rule) => !Object.hasOwn(requestMachine.implementations.guards, rule))).toEqual([]);
    const crossStream = ['workingHoursChanged', 'technicianNotBooked', 'appointmentMissing', 'technicianNamesChanged', 'technicianDoesService', 'previousTechnicianNotReleased', 'visitNotMoved'];
    const rules = [...appointmentRules, ...Object.keys(technicianMachine.implementations.guards), ...crossStream, 'visitTimeRequired', 'technicianRequired'];
    expect(rules.filter((rule) => !Object.hasOwn(refusalWords, rule))).toEqual([]);
  });
});

describe('the words for a refused cancellation of a visit', () => {
  it('given any rule of giving up a visit, in the machine or across streams, when refused, then the customer reads words of its own', async () => {
    const { cancellationRefusal } = await import('../../src/features/requests/cancellation-words.ts');
    const { requestMachine } = await import('../../machines/request.machine.ts');
    const guards = ['beforeVisitStarts', 'feeAsTheRulesSay'];
    expect(guards.filter((guard) => !Object.hasOwn(requestMachine.implementations.guards, guard))).toEqual([]);
    const rules = [...guards, 'cancellationRulesChanged', 'notAllowedNow'];
    const generic = cancellationRefusal('somethingNew').message;
    expect(rules.filter((rule) => cancellationRefusal(rule).message === generic)).toEqual([]);
  });
});
