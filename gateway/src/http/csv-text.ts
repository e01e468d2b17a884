/**
 * The text of an uploaded CSV file, whatever a spreadsheet saved it as: UTF-8 (BOM or not),
 * UTF-16 (little or big endian, BOM or not: Excel's « Unicode text ») or, when the bytes are not
 * valid UTF-8, Windows-1252 (Excel's « CSV (séparateur : point-virgule) » on a French Windows,
 * a superset of Latin-1). The decoding is the platform's (WHATWG TextDecoder), not ours.
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const utf16 = utf16WithoutBom(bytes);
  if (utf16) return new TextDecoder(utf16).decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * UTF-16 without its BOM: text of a CSV is mostly ASCII, so one byte of each pair is zero. Seen
 * on the first 512 bytes: zeros on most odd positions is little endian, on most even ones big.
 */
function utf16WithoutBom(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const length = Math.min(bytes.length, 512) & ~1;
  if (length < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < length; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  const pairs = length / 2;
  if (oddZeros > pairs * 0.6 && evenZeros < pairs * 0.1) return 'utf-16le';
  if (evenZeros > pairs * 0.6 && oddZeros < pairs * 0.1) return 'utf-16be';
  return null;
}

/** `;` or `,`, whichever the header line uses more (`;` on a tie: the French spreadsheets' choice). */
export function csvDelimiterOf(text: string): ';' | ',' {
  const end = text.indexOf('\n');
  const firstLine = end === -1 ? text : text.slice(0, end);
  return (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
}
