import { once } from 'node:events';
import { connect } from 'node:net';

export const MAILDEV_API_URL = process.env.MAILDEV_API_URL ?? 'http://127.0.0.1:1080';

export type MaildevEmail = {
  id: string;
  subject: string;
  to: { address: string; name: string }[];
  text?: string;
  html?: string;
  headers: Record<string, string>;
};

/** Every message MailDev holds (shared by all tests: filter on your own recipients). */
export async function listEmails(): Promise<MaildevEmail[]> {
  const response = await fetch(`${MAILDEV_API_URL}/email`);
  if (!response.ok) throw new Error(`MailDev answered ${response.status}`);
  return (await response.json()) as MaildevEmail[];
}

export function isAddressedTo(email: MaildevEmail, address: string): boolean {
  return email.to.some((recipient) => recipient.address.toLowerCase() === address.toLowerCase());
}

/** Fails early with the command to run when MailDev is not there. */
export async function assertMaildevRunning(): Promise<void> {
  const socket = connect(1025, '127.0.0.1');
  try {
    await Promise.race([
      once(socket, 'connect'),
      once(socket, 'error').then(([error]) => {
        throw error;
      }),
    ]);
    await listEmails();
  } catch (error) {
    throw new Error('MailDev is not running: bash infra/bin/ensure-servers.sh starts it', {
      cause: error,
    });
  } finally {
    socket.destroy();
  }
}
