import { limits } from '../../machines/domain/constants.ts';
import type { SqlRunner } from '../store/database.ts';

// The customer-facing user id: a random free number of 4 digits (1000-9999); once all 9,000
// are taken, 5 digits (docs/decisions.md 4). Random rather than sequential so ids say
// nothing about how many customers there are. Not a secret and never the key of one.
//
// The id is a free one at the time of asking; it becomes taken when the account row and the
// user stream's first event commit. Both are unique (accounts primary key, stream version 1),
// so two registrations handed the same id cannot both commit: the loser retries.
// Stream names and payloads accept ids of 4 or 5 digits (machines/domain/streams.ts).
const maxDigits = 5;

export async function allocateUserId(db: SqlRunner): Promise<string> {
  for (let digits = String(limits.userIdMin).length; digits <= maxDigits; digits += 1) {
    const low = 10 ** (digits - 1);
    const high = 10 ** digits - 1;
    const { rows } = await db.query<{ candidate: string }>(
      `select candidate::text as candidate from generate_series($1::int, $2::int) as candidate
        where not exists (select 1 from accounts where user_id = candidate::text)
        order by random() limit 1`,
      [low, high],
    );
    if (rows[0]) return rows[0].candidate;
  }
  throw new Error(`No free user id of up to ${maxDigits} digits`);
}
