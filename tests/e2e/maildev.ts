/** The part of MailDev's REST API (`GET /email`) the journeys read. */
export type MaildevEmail = {
  id: string;
  subject: string;
  to: Array<{ address: string; name?: string }>;
  text?: string;
  html?: string;
};

export const MAILDEV_API_URL = process.env.MAILDEV_API_URL ?? 'http://127.0.0.1:1080';

/** Every email MailDev holds that was sent to `address`. */
export async function emailsTo(address: string): Promise<MaildevEmail[]> {
  const response = await fetch(`${MAILDEV_API_URL}/email`);
  if (!response.ok) throw new Error(`MailDev answered ${response.status}`);
  const emails = (await response.json()) as MaildevEmail[];
  return emails.filter((email) => email.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
}
