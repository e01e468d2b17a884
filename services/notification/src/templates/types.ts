import type { ContactQueryReceivedData } from '@courtage/contracts/crm/contact-query-received.event';

/** What every template returns: nodemailer sends both parts (multipart/alternative). */
export type RenderedEmail = { subject: string; text: string; html: string };

/** The contact query as carried by `crm.contact-query.received`. */
export type ContactQueryData = ContactQueryReceivedData;

/** The brokerage's name as shown to visitors. */
export const BRAND_NAME = 'Courtage Santé';
