import { type Static, Type } from '@sinclair/typebox';
import { defineRpc } from '../define.ts';
import { defineForm } from '../form/define-form.ts';

/** Where the catalog's IPID links point: `/documents/ipid/<plan>-<formula>.pdf` on the site. */
export const IPID_PATH_PREFIX = '/documents/ipid/';
/** The IPID's file name, as its link ends: lower-case letters, digits and dashes, `.pdf`. */
export const IPID_FILE_PATTERN = '^[a-z0-9][a-z0-9-]{0,150}\\.pdf$';

export const IPID_NOT_FOUND = 'Document d’information introuvable.';

export const GetIpidDocumentRequest = Type.Object(
  { file: Type.String({ pattern: IPID_FILE_PATTERN }) },
  { additionalProperties: false },
);

export const getIpidDocumentForm = defineForm({
  schema: GetIpidDocumentRequest,
  messages: { file: IPID_NOT_FOUND },
});

export const IpidDocument = Type.Object(
  {
    title: Type.String(),
    /** The PDF, base64 (a few kB). */
    pdfBase64: Type.String(),
  },
  { additionalProperties: false },
);
export type IpidDocument = Static<typeof IpidDocument>;

/**
 * The IPID (document d’information normalisé, a DDA duty before signing) of the formula whose
 * link is `IPID_PATH_PREFIX + file`, as a PDF built from the catalog: insurer, plan, formula,
 * guarantees, waiting periods. The newest version of that formula; NOT_FOUND for any other file.
 */
export const getIpidDocument = defineRpc({
  service: 'offer',
  type: 'offer.get-ipid-document',
  version: 1,
  request: GetIpidDocumentRequest,
  response: IpidDocument,
});
