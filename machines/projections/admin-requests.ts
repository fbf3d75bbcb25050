// The admin's Requests tab rows: every request the admin's log holds, newest first, each with
// the customer who booked it as their `user-{id}` stream says (empty until that stream arrives).
import type { AnyMachineSnapshot } from 'xstate';
import { userStream } from '../domain/streams.ts';
import type { UserContext } from '../user.machine.ts';
import { requestRows, type RequestRow } from './requests.ts';

export interface RequestCustomer {
  fullName: string;
  email: string;
  mobile: string;
}

export interface AdminRequestRow extends RequestRow {
  customer: RequestCustomer;
}

const unknownCustomer: RequestCustomer = { fullName: '', email: '', mobile: '' };

export function adminRequestRows(streams: ReadonlyMap<string, AnyMachineSnapshot>): AdminRequestRow[] {
  return requestRows(streams).map((row) => {
    const owner = row.request.ownerId ? streams.get(userStream(row.request.ownerId)) : undefined;
    const user = owner?.context as UserContext | undefined;
    const customer = user ? { fullName: user.fullName, email: user.email, mobile: user.mobile } : unknownCustomer;
    return { ...row, customer };
  });
}
