// The system the model-based concurrency suite drives: one customer on two devices (device A
// a browser with two tabs of one scope, device B a phone with one), the server of record, and
// the admin and the payment provider, who act on that server directly. Every proposal a tab
// makes is written down with the device that made it, and every refusal the device hears.
import type { AnyMachineSnapshot } from 'xstate';
import type { Actor, DomainEvent } from '../../machines/domain/envelope.ts';
import { subscriptionStream } from '../../machines/domain/streams.ts';
import { machineForStream } from '../../machines/stream-machines.ts';
import { replay } from '../../machines/stream-decision.ts';
import type { Draft, EventLog } from '../../src/eventlog/event-log.ts';
import type { TabChannel } from '../../src/eventlog/tab-channel.ts';
import type { LeaderLock } from '../../src/eventlog/tab-leadership.ts';
import { FakeServer, systemActor } from './fake-server.ts';
import { FakeTransport } from './fake-transport.ts';
import { fakeChannels, fakeLock } from './fake-tabs.ts';
import { admin, customer, newScope, nextId, openLog } from './log-fixtures.ts';

export const tabNames = ['A1', 'A2', 'B'] as const;
export type TabName = (typeof tabNames)[number];
export const deviceNames = ['A', 'B'] as const;
export type DeviceName = (typeof deviceNames)[number];

/** What the property's commands check before running: which tabs are open, which devices reach the server. */
export interface WorldModel {
  open: Record<TabName, boolean>;
  online: Record<DeviceName, boolean>;
}

/** A batch a tab's log accepted and queued: it must reach the server once, or be refused on its device. */
export interface Proposal {
  tab: TabName;
  device: DeviceName;
  what: string;
  eventIds: string[];
}

interface Device {
  name: DeviceName;
  scope: string;
  locks: LeaderLock;
  /** Every event id a tab of this device was told the server refused, with the reason. */
  refused: Map<string, string>;
}

interface Tab {
  name: TabName;
  device: Device;
  /** The tab's own connection; its device's network decides whether it reaches the server. */
  transport: FakeTransport;
  channel: TabChannel;
  log: EventLog | undefined;
}

export const customerId = customer.userId!;
export const twoVisitPlan = { plan: 'vip', days: 30, maxVisits: 2, note: '', via: 'admin' };
const hourMs = 3_600_000;

export class ConcurrencyWorld {
  readonly server: FakeServer;
  readonly proposals: Proposal[] = [];
  /** Request streams the customer's tabs proposed, oldest first. */
  readonly requests: string[] = [];
  private time = Date.parse('2026-03-01T06:00:00.000Z');
  private readonly devices: Record<DeviceName, Device>;
  private readonly tabs: Record<TabName, Tab>;

  constructor() {
    this.server = new FakeServer(this.now);
    const device = (name: DeviceName): Device => ({ name, scope: newScope(`customer-${customerId}`), locks: fakeLock(), refused: new Map() });
    const [a, b] = [device('A'), device('B')];
    this.devices = { A: a, B: b };
    const [a1, a2] = fakeChannels(2);
    const [phone] = fakeChannels(1);
    const tab = (name: TabName, of: Device, channel: TabChannel): Tab => ({
      name,
      device: of,
      transport: new FakeTransport(this.server, customer),
      channel,
      log: undefined,
    });
    this.tabs = { A1: tab('A1', a, a1!), A2: tab('A2', a, a2!), B: tab('B', b, phone!) };
  }

  readonly now = (): Date => new Date(this.time);

  /** The customer starts with a VIP plan of two visits, signed in on the browser's first tab and on the phone. */
  async start(): Promise<void> {
    this.adminAppends([{ stream: subscriptionStream(customerId), type: 'subscription.granted', data: twoVisitPlan }]);
    await this.openTab('A1');
    await this.openTab('B');
  }

  passTime(hours: number): void {
    this.time += hours * hourMs;
  }

  async openTab(name: TabName): Promise<void> {
    const tab = this.tabs[name];
    if (tab.log) return;
    const log = openLog({
      scope: tab.device.scope,
      actor: customer,
      transport: tab.transport,
      locks: tab.device.locks,
      channel: tab.channel,
      now: this.now,
    });
    log.onRejection(({ code, eventIds }) => eventIds.forEach((id) => tab.device.refused.set(id, code)));
    tab.log = log;
    await log.start();
  }

  closeTab(name: TabName): void {
    this.tabs[name].log?.stop();
    this.tabs[name].log = undefined;
  }

  /** The tab's log; the commands run only on open tabs. */
  log(name: TabName): EventLog {
    const log = this.tabs[name].log;
    if (!log) throw new Error(`Tab ${name} is closed`);
    return log;
  }

  openTabs(): Array<{ name: TabName; device: DeviceName; log: EventLog }> {
    return tabNames.flatMap((name) => {
      const { log, device } = this.tabs[name];
      return log ? [{ name, device: device.name, log }] : [];
    });
  }

  setOnline(device: DeviceName, online: boolean): void {
    for (const tab of this.tabsOf(device)) {
      if (online) tab.transport.comeBack();
      else tab.transport.goOffline();
    }
  }

  /** The device's connection drops right after the server accepts its next batch. */
  loseNextAnswer(device: DeviceName): void {
    for (const tab of this.tabsOf(device)) tab.transport.loseNextAnswer();
  }

  refusedOn(device: DeviceName): ReadonlyMap<string, string> {
    return this.devices[device].refused;
  }

  newRequestStream(): string {
    const stream = `request-${nextId()}`;
    this.requests.push(stream);
    return stream;
  }

  /** Proposes through the tab's log and writes down what it queued. */
  async propose(name: TabName, drafts: Draft[], what: string): Promise<void> {
    const result = await this.log(name).propose(drafts);
    if (result.accepted) this.proposals.push({ tab: name, device: this.tabs[name].device.name, what, eventIds: result.eventIds });
  }

  /** The admin's batch, built on the streams as the server has them; the admin's screen never proposes what the machines refuse. */
  adminAppends(drafts: Draft[]): void {
    const versions = new Map<string, number>();
    const proposals = drafts.map((draft) => {
      const expectedVersion = versions.get(draft.stream) ?? this.serverVersion(draft.stream);
      versions.set(draft.stream, expectedVersion + 1);
      return { id: nextId(), stream: draft.stream, expectedVersion, type: draft.type, schema: draft.schema ?? 1, data: draft.data };
    });
    const answer = this.server.accept(admin, proposals);
    if (!('events' in answer.body)) throw new Error(`The server refused the admin's ${drafts.map((draft) => draft.type)}: ${answer.body.error.code}`);
  }

  /** What the server appends on its own account: a confirmed payment, an auto-reply. */
  systemAppends(stream: string, type: string, data: unknown): void {
    this.server.append(systemActor, stream, type, data);
  }

  eventsOf(stream: string): DomainEvent[] {
    return this.server.events.filter((event) => event.stream === stream);
  }

  serverVersion(stream: string): number {
    return this.eventsOf(stream).at(-1)?.version ?? 0;
  }

  /** The model: the stream as its machine folds what the server accepted. */
  expectedState(stream: string): AnyMachineSnapshot {
    const machine = machineForStream(stream);
    if (!machine) throw new Error(`No machine folds ${stream}`);
    return replay(machine, this.eventsOf(stream));
  }

  /** The requests whose state, as the server has it, passes `where`. */
  serverRequests(where: (snapshot: AnyMachineSnapshot) => boolean): string[] {
    return this.requests.filter((stream) => this.serverVersion(stream) > 0 && where(this.expectedState(stream)));
  }

  /** The streams the customer may read, by the server's own catch-up. */
  customerStreams(): string[] {
    return [...new Set(this.server.read(customer as Actor, 0, Number.MAX_SAFE_INTEGER).events.map((event) => event.stream))];
  }

  /** Every device back on the network and every tab open again: what the final checks wait on. */
  async reconnectEverything(): Promise<void> {
    for (const device of deviceNames) this.setOnline(device, true);
    for (const name of tabNames) await this.openTab(name);
  }

  private tabsOf(device: DeviceName): Tab[] {
    return tabNames.map((name) => this.tabs[name]).filter((tab) => tab.device.name === device);
  }
}

export const initialModel = (): WorldModel => ({ open: { A1: true, A2: false, B: true }, online: { A: true, B: true } });
