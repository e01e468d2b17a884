import { DOCUMENT_MESSAGES, DOCUMENT_MIME_TYPES } from '@courtage/contracts/crm/documents/document';
import { DOCUMENT_MAX_BYTES } from '@courtage/contracts/crm/documents/register-document.rpc';

const EXTENSIONS = /\.(pdf|png|jpe?g)$/i;

/**
 * The browser's early word on a chosen file, before any upload: none, too large, or plainly not a
 * PDF, PNG or JPEG by its declared type and name. The gateway decides on the file's first bytes
 * (a PNG named .pdf is a PNG; an HTML page named .pdf is refused there).
 */
export function checkDocumentFile(file: { name: string; size: number; type: string } | null): string | null {
  if (!file) return DOCUMENT_MESSAGES.missingFile;
  if (file.size > DOCUMENT_MAX_BYTES) return DOCUMENT_MESSAGES.tooLarge;
  const declared = file.type === '' || (DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type);
  if (!declared || !EXTENSIONS.test(file.name)) return DOCUMENT_MESSAGES.badType;
  return null;
}
