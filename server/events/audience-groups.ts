import type { Audience, StoredEvent } from '../store/event-store.ts';
import type { LiveClient } from './live-feed.ts';

// The live clients of one instance, grouped by the audiences they may read, and the groups
// indexed by audience: a commit costs nothing for the clients none of its events may reach
// (a customer's change reaches that customer's devices and the admins, not the thousand
// others), and every client a commit reaches with the same events is handed one and the same
// list, so what is made of the list (its Server-Sent Events frame) is made once.
interface Group {
  key: string;
  /** Undefined: every audience. */
  audiences: ReadonlySet<Audience> | undefined;
  clients: Set<LiveClient>;
}

export class AudienceGroups {
  private readonly seeingAll: Group = { key: '', audiences: undefined, clients: new Set() };
  private readonly limited = new Map<string, Group>();
  private readonly byAudience = new Map<Audience, Set<Group>>();

  add(client: LiveClient): () => void {
    const group = client.audiences ? this.limitedTo(client.audiences) : this.seeingAll;
    group.clients.add(client);
    return () => {
      group.clients.delete(client);
      if (group.clients.size === 0 && group.audiences) this.forget(group);
    };
  }

  /** Every client of every group. */
  *clients(): Iterable<LiveClient> {
    yield* this.seeingAll.clients;
    for (const group of this.limited.values()) yield* group.clients;
  }

  /** Hands each client the events of `events` it may see, if any: the same list to every client that may see the same ones. */
  deliver(events: StoredEvent[]): void {
    handTo(this.seeingAll, events);
    const byAudience = new Map<Audience, StoredEvent[]>();
    for (const event of events) {
      const same = byAudience.get(event.audience);
      if (same) same.push(event);
      else byAudience.set(event.audience, [event]);
    }
    const reached = new Set<Group>();
    for (const audience of byAudience.keys()) for (const group of this.byAudience.get(audience) ?? []) reached.add(group);
    for (const group of reached) handTo(group, visibleTo(group.audiences!, events, byAudience));
  }

  private limitedTo(audiences: Audience[]): Group {
    const key = [...new Set(audiences)].sort().join('\n');
    let group = this.limited.get(key);
    if (!group) {
      group = { key, audiences: new Set(audiences), clients: new Set() };
      this.limited.set(key, group);
      for (const audience of group.audiences!) {
        const groups = this.byAudience.get(audience) ?? new Set();
        groups.add(group);
        this.byAudience.set(audience, groups);
      }
    }
    return group;
  }

  private forget(group: Group): void {
    this.limited.delete(group.key);
    for (const audience of group.audiences!) {
      const groups = this.byAudience.get(audience)!;
      groups.delete(group);
      if (groups.size === 0) this.byAudience.delete(audience);
    }
  }
}

function handTo(group: Group, events: StoredEvent[]): void {
  for (const client of group.clients) client.deliver(events);
}

/** The commit's whole list, or one audience's list when the group sees only that one: shared by every group seeing the same. */
function visibleTo(audiences: ReadonlySet<Audience>, events: StoredEvent[], byAudience: Map<Audience, StoredEvent[]>): StoredEvent[] {
  const seen = [...byAudience.keys()].filter((audience) => audiences.has(audience));
  if (seen.length === byAudience.size) return events;
  if (seen.length === 1) return byAudience.get(seen[0]!)!;
  return events.filter((event) => audiences.has(event.audience));
}
