import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { RETENTION_RULES, retentionCutoff } from './retention.ts';
import { retentionTable } from './retention-table.ts';

describe('retention rules', () => {
  it('are shown as they are in docs/RETENTION.md', async () => {
    const doc = await readFile(new URL('../../../../docs/RETENTION.md', import.meta.url), 'utf8');
    const shown = doc.split('<!-- retention-table:start -->')[1]?.split('<!-- retention-table:end -->')[0];
    // Cells compared trimmed: the formatter pads Markdown tables to align their columns.
    const cells = (table: string) =>
      table
        .trim()
        .split('\n')
        .map((line) =>
          line
            .split('|')
            .map((cell) => cell.trim().replace(/^-{3,}$/, '---'))
            .join('|'),
        );
    expect(cells(shown ?? '')).toEqual(cells(retentionTable(Object.values(RETENTION_RULES))));
  });

  it('make prospects due 3 years after the last contact, and nothing else', () => {
    const now = new Date('2026-11-28T03:30:00Z');
    expect(retentionCutoff('prospects', now)?.toISOString()).toBe('2023-11-28T03:30:00.000Z');
    for (const kept of ['customers', 'callRecordings', 'identityDocuments', 'auditTrail'] as const) {
      expect(retentionCutoff(kept, now)).toBeNull();
    }
  });
});
