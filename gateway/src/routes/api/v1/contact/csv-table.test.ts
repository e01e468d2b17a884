import { IMPORT_MAX_ROWS, IMPORT_MESSAGES } from '@courtage/contracts/crm/contacts/import-job';
import { describe, expect, it } from 'vitest';
import { readCsvTable } from './csv-table.ts';

const refusal = (message: string) =>
  expect.objectContaining({ code: 'VALIDATION_FAILED', message, details: [{ field: 'file', message }] });

describe('readCsvTable', () => {
  it('gives the header and the records of a Latin-1 file, decoded', async () => {
    const table = await readCsvTable(Buffer.from('civilité;nom\r\nMme;Hélène\r\n\r\nM.;Noël\r\n', 'latin1'));
    expect(table).toEqual({
      header: ['civilité', 'nom'],
      records: [
        ['Mme', 'Hélène'],
        ['M.', 'Noël'],
      ],
    });
  });

  it('reads a file longer than one slice, quoted line breaks across slices included', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => `M.;"Nom ${i}\nsuite";${'x'.repeat(20)}`);
    const table = await readCsvTable(Buffer.from(`civilité;nom;note\n${rows.join('\n')}\n`));
    expect(table.records).toHaveLength(5000);
    expect(table.records[4999]).toEqual(['M.', 'Nom 4999\nsuite', 'x'.repeat(20)]);
  });

  it('stops at the record past the limit (200,000 one-cell rows) instead of reading them all', async () => {
    const bytes = Buffer.from(`nom\n${'a\n'.repeat(200_000)}`);
    await expect(readCsvTable(bytes)).rejects.toEqual(refusal(IMPORT_MESSAGES.tooManyRows));
    const atLimit = Buffer.from(`nom\n${'a\n'.repeat(IMPORT_MAX_ROWS)}`);
    expect((await readCsvTable(atLimit)).records).toHaveLength(IMPORT_MAX_ROWS);
  });

  it('refuses an empty file, a header alone, an unclosed quote and more than 30 columns', async () => {
    await expect(readCsvTable(Buffer.from('  \n'))).rejects.toEqual(refusal(IMPORT_MESSAGES.emptyFile));
    await expect(readCsvTable(Buffer.from('nom;prénom\n'))).rejects.toEqual(
      refusal(IMPORT_MESSAGES.emptyFile),
    );
    await expect(readCsvTable(Buffer.from(`nom\n"${'x'.repeat(40_000)}`))).rejects.toEqual(
      refusal(IMPORT_MESSAGES.unreadable),
    );
    const wide = Array.from({ length: 31 }, (_, i) => `c${i}`).join(';');
    await expect(readCsvTable(Buffer.from(`${wide}\n${wide}\n`))).rejects.toEqual(
      refusal(IMPORT_MESSAGES.unreadable),
    );
  });
});
