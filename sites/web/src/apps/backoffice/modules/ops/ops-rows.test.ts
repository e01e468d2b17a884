import { describe, expect, it } from 'vitest';
import { formatDuration, pageOf } from './ops-rows.ts';

const rows = [
  { service: 'crm', queue: 'crm.a.dlq', messages: 3 },
  { service: 'notification', queue: 'notification.b.dlq', messages: 0 },
  { service: 'crm', queue: 'crm.c', messages: 12 },
];

describe('pageOf', () => {
  it('sorts numbers and text in either direction, and pages by offset', () => {
    const first = pageOf(rows, new URLSearchParams({ sort: 'messages', direction: 'desc', limit: '2' }));
    expect(first.rows.map((row) => row.messages)).toEqual([12, 3]);
    expect(first).toMatchObject({ nextCursor: '2', total: 3 });
    const second = pageOf(
      rows,
      new URLSearchParams({ sort: 'messages', direction: 'desc', limit: '2', cursor: '2' }),
    );
    expect(second.rows.map((row) => row.messages)).toEqual([0]);
    expect(second.nextCursor).toBeNull();
    expect(pageOf(rows, new URLSearchParams({ sort: 'queue' })).rows[0]?.queue).toBe('crm.a.dlq');
  });

  it('keeps the rows equal to a filter, and all of them when the filter is empty', () => {
    expect(pageOf(rows, new URLSearchParams({ service: 'crm' }), ['service']).total).toBe(2);
    expect(pageOf(rows, new URLSearchParams({ service: '' }), ['service']).total).toBe(3);
  });
});

describe('formatDuration', () => {
  it('says seconds, minutes, hours and days in French', () => {
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(42.4)).toBe('42 s');
    expect(formatDuration(185)).toBe('3 min');
    expect(formatDuration(7_500)).toBe('2 h 05');
    expect(formatDuration(200_000)).toBe('2 j');
  });
});
