import { DOCUMENT_MESSAGES } from '@courtage/contracts/crm/documents/document';
import { DOCUMENT_MAX_BYTES } from '@courtage/contracts/crm/documents/register-document.rpc';
import { describe, expect, it } from 'vitest';
import { checkDocumentFile } from './check-document-file.ts';

describe('checkDocumentFile', () => {
  it('asks for a file when none is chosen', () => {
    expect(checkDocumentFile(null)).toBe(DOCUMENT_MESSAGES.missingFile);
  });
  it('accepts a PDF, a PNG and a JPEG of at most 10 MB', () => {
    expect(checkDocumentFile({ name: 'kbis.pdf', size: 1000, type: 'application/pdf' })).toBeNull();
    expect(checkDocumentFile({ name: 'scan.PNG', size: DOCUMENT_MAX_BYTES, type: 'image/png' })).toBeNull();
    expect(checkDocumentFile({ name: 'id.jpeg', size: 10, type: 'image/jpeg' })).toBeNull();
  });
  it('refuses 1 byte over 10 MB in French', () => {
    expect(
      checkDocumentFile({ name: 'big.pdf', size: DOCUMENT_MAX_BYTES + 1, type: 'application/pdf' }),
    ).toBe('Le fichier dépasse 10 Mo.');
  });
  it('refuses another declared type or name (the gateway checks the bytes of the rest)', () => {
    expect(checkDocumentFile({ name: 'page.html', size: 10, type: 'text/html' })).toBe(
      DOCUMENT_MESSAGES.badType,
    );
    expect(checkDocumentFile({ name: 'notes.docx', size: 10, type: '' })).toBe(DOCUMENT_MESSAGES.badType);
  });
});
