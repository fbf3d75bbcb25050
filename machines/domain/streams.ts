// Stream names: which entity an event belongs to, and whose it is.

/** A customer's general thread with the company, or a request's own thread. */
export type ChatThread = { kind: 'general'; userId: string } | { kind: 'request'; requestId: string };

/** A stream name read once, at the edge: what it names, with the ids it carries. */
export type Stream = { name: string } & (
  | { kind: 'user'; userId: string }
  | { kind: 'subscription'; userId: string }
  | { kind: 'request'; requestId: string }
  | { kind: 'chat'; thread: ChatThread }
  | { kind: 'settings' }
  | { kind: 'technician'; technicianId: string }
  | { kind: 'invoices' }
);

export type StreamKind = Stream['kind'];

const userIdPattern = '[1-9][0-9]{3,4}';
const entityIdPattern = '[0-9a-z-]{6,40}';

const streamPattern = new RegExp(
  '^(?:(?<settings>settings)' +
    '|(?<invoices>invoices)' +
    `|user-(?<user>${userIdPattern})` +
    `|subscription-(?<subscription>${userIdPattern})` +
    `|request-(?<request>${entityIdPattern})` +
    `|chat-user-(?<generalChat>${userIdPattern})` +
    `|chat-request-(?<requestChat>${entityIdPattern})` +
    `|technician-(?<technician>${entityIdPattern}))$`,
);

/** What a stream name names, or null for a name no stream has. */
export function parseStream(name: string): Stream | null {
  const ids = streamPattern.exec(name)?.groups;
  if (!ids) return null;
  if (ids.settings) return { name, kind: 'settings' };
  if (ids.invoices) return { name, kind: 'invoices' };
  if (ids.user) return { name, kind: 'user', userId: ids.user };
  if (ids.subscription) return { name, kind: 'subscription', userId: ids.subscription };
  if (ids.request) return { name, kind: 'request', requestId: ids.request };
  if (ids.technician) return { name, kind: 'technician', technicianId: ids.technician };
  if (ids.generalChat) return { name, kind: 'chat', thread: { kind: 'general', userId: ids.generalChat } };
  return { name, kind: 'chat', thread: { kind: 'request', requestId: ids.requestChat! } };
}

/** Which thread a chat stream is, or null for any other name. */
export function chatThreadOf(name: string): ChatThread | null {
  const stream = parseStream(name);
  return stream?.kind === 'chat' ? stream.thread : null;
}

export const userStream = (userId: string) => `user-${userId}`;
export const subscriptionStream = (userId: string) => `subscription-${userId}`;
export const requestStream = (requestId: string) => `request-${requestId}`;
export const settingsStream = 'settings';
/** The company's tax invoices and credit notes, one chain (admins only). */
export const invoicesStream = 'invoices';
export const technicianStream = (technicianId: string) => `technician-${technicianId}`;

/** A customer's general thread with the company, and a request's own thread. */
export const generalChatStream = (userId: string) => `chat-user-${userId}`;
export const requestChatStream = (requestId: string) => `chat-request-${requestId}`;

/** A thread's id in addresses (`/admin/chat/{chatId}`): `user-{userId}` or `request-{requestId}`. */
export const chatIdOf = (stream: string) => stream.slice('chat-'.length);
export const chatStreamOf = (chatId: string) => `chat-${chatId}`;
