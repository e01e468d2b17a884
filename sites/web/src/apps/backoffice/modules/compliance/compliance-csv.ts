import type { ComplianceFile } from '@courtage/contracts/crm/compliance/compliance';

/** A cell a spreadsheet would run as a formula gets a leading quote (same rule as the CSV exports). */
function cell(value: string): string {
  const safe = /^[=+\-@\t]/.test(value) ? `'${value}` : value;
  return /[;"\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The compliance file as an auditor reads it: one line per DDA / LCB-FT item, recorded or
 * missing, with its date, who recorded it, its document and the advice's reasons. UTF-8 with
 * BOM and ';' like the other exports, so a French spreadsheet opens it as is.
 */
export function complianceCsv(file: ComplianceFile, nameOf: (staffId: string) => string): string {
  const header = [
    'Entreprise',
    'Élément',
    'Statut',
    'Date',
    'Enregistré par',
    'Document',
    'Motivation',
    'Saisi le',
  ];
  const lines = file.items.map((item) => {
    const recorded = item.recorded;
    return [
      file.companyName,
      item.label,
      recorded ? 'Fait' : 'Manquant',
      recorded?.date ?? '',
      recorded ? nameOf(recorded.staffId) : '',
      recorded?.documentName ?? '',
      recorded?.reasons ?? '',
      recorded?.recordedAt ?? '',
    ];
  });
  lines.push([file.companyName, 'Complétude', `${file.completeness} %`, '', '', '', '', '']);
  return `\uFEFF${[header, ...lines].map((line) => line.map(cell).join(';')).join('\r\n')}\r\n`;
}
