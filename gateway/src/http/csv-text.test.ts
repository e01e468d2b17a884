import { describe, expect, it } from 'vitest';
import { csvDelimiterOf, decodeCsvBytes } from './csv-text.ts';

const TEXT = 'civilité;nom;prénom\r\nMme;Hélène;Noël\r\n';

function utf16be(text: string): Buffer {
  const le = Buffer.from(text, 'utf16le');
  return Buffer.from(le.map((_, i) => le[i ^ 1] as number));
}

describe('decodeCsvBytes', () => {
  it('reads UTF-8 with and without BOM, UTF-16 both ways with and without BOM, and Windows-1252', () => {
    const forms: [string, Buffer][] = [
      ['UTF-8', Buffer.from(TEXT, 'utf8')],
      ['UTF-8 with BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(TEXT, 'utf8')])],
      ['UTF-16LE with BOM', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(TEXT, 'utf16le')])],
      ['UTF-16LE without BOM', Buffer.from(TEXT, 'utf16le')],
      ['UTF-16BE with BOM', Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(TEXT)])],
      ['UTF-16BE without BOM', utf16be(TEXT)],
      ['Latin-1', Buffer.from(TEXT, 'latin1')],
    ];
    for (const [label, bytes] of forms) expect(decodeCsvBytes(bytes), label).toBe(TEXT);
    // Windows-1252's own letters (œ, €) where Latin-1 has control codes.
    expect(decodeCsvBytes(Buffer.from([0x9c, 0x75, 0x76, 0x72, 0x65, 0x3b, 0x80]))).toBe('œuvre;€');
  });
});

describe('csvDelimiterOf', () => {
  it('takes the separator the header line uses more, ; on a tie', () => {
    expect(csvDelimiterOf('a;b;c\n1,2;3')).toBe(';');
    expect(csvDelimiterOf('a,b,c\n1;2;3;4')).toBe(',');
    expect(csvDelimiterOf('nom')).toBe(';');
  });
});
