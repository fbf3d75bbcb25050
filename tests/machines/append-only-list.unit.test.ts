import { describe, expect, it } from 'vitest';
import { appended, emptyList, lastIndexWhere, listItems, listLength, type AppendOnlyList } from '../../machines/domain/append-only-list.ts';

const upTo = (count: number): AppendOnlyList<number> => {
  let list: AppendOnlyList<number> = emptyList;
  for (let item = 0; item < count; item += 1) list = appended(list, item);
  return list;
};

describe('a list that only grows at its end', () => {
  it('given 1,000 appends, holds them in order', () => {
    const list = upTo(1000);

    expect(listLength(list)).toBe(1000);
    expect(listItems(list)).toEqual(Array.from({ length: 1000 }, (_, item) => item));
  });

  it('given an append, leaves the list it was made from as it was (a snapshot keeps its own)', () => {
    const before = upTo(7);
    const itemsBefore = [...listItems(before)];

    const after = appended(before, 7);
    const branch = appended(before, 70);

    expect(listItems(before)).toEqual(itemsBefore);
    expect(listItems(after).at(-1)).toBe(7);
    expect(listItems(branch).at(-1)).toBe(70);
  });

  it('keeps one run per binary digit of its length, so no append copies the whole list', () => {
    const list = upTo(5000);

    // 5,000 = 4096 + 512 + 256 + 128 + 8
    expect(list.runs.map((run) => run.length)).toEqual([4096, 512, 256, 128, 8]);
    expect(appended(list, 5000).runs.map((run) => run.length)).toEqual([4096, 512, 256, 128, 8, 1]);
  });

  it('is plain data: the same list after a JSON round trip, as a stored snapshot is', () => {
    const list = upTo(13);

    const stored = JSON.parse(JSON.stringify(list)) as AppendOnlyList<number>;

    expect(listItems(stored)).toEqual(listItems(list));
    expect(listItems(appended(stored, 13))).toEqual(listItems(appended(list, 13)));
  });

  it('finds the last item that passes a test, across runs', () => {
    const list = upTo(11);

    expect(lastIndexWhere(list, (item) => item % 4 === 0)).toBe(8);
    expect(lastIndexWhere(list, (item) => item === 0)).toBe(0);
    expect(lastIndexWhere(list, (item) => item > 100)).toBe(-1);
    expect(lastIndexWhere(emptyList, () => true)).toBe(-1);
  });
});
