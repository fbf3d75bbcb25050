// The shape every event has, in the browser and on the server (docs/design.md section 4).
export type Role = 'customer' | 'admin' | 'system';

export interface Actor {
  role: Role;
  userId?: string;
}

/** An event as the log keeps it, once the server has accepted it. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  id: string;
  stream: string;
  version: number;
  position: number;
  type: Type;
  schema: number;
  data: Data;
  actor: Actor;
  at: string;
}

/** What a client proposes: the server adds actor, version, position and at. */
export interface ProposedEvent<Type extends string = string, Data = unknown> {
  id: string;
  stream: string;
  expectedVersion: number;
  type: Type;
  schema: number;
  data: Data;
}

/** The event a machine sees: the envelope fields its guards may read. */
export type MachineEvent<Type extends string = string, Data = unknown> = Pick<
  DomainEvent<Type, Data>,
  'id' | 'type' | 'data' | 'actor' | 'at'
>;
