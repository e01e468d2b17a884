import { formatDateTimeFr } from '@courtage/contracts/format/french-date';
import type { erasureReceiptRequested } from '@courtage/contracts/privacy/erasure.rpc';
import type { Static } from '@sinclair/typebox';
import { escapeHtml } from './escape-html.ts';
import { toSingleLine, wrapHtml } from './layout.ts';
import { BRAND_NAME, type RenderedEmail } from './types.ts';

export type ErasureReceiptData = Static<(typeof erasureReceiptRequested)['data']>;

export const ERASURE_RECEIPT_SUBJECT = 'Votre demande d’effacement de vos données a été exécutée';

/** One line per category: what went, what stays and why (the legal hold). */
function lines(data: ErasureReceiptData): string[] {
  return data.report.flatMap((part) =>
    part.categories
      .filter((c) => c.erased > 0 || c.kept > 0)
      .map((c) => {
        const erased = c.erased > 0 ? `${c.erased} effacé(s)` : '';
        const kept = c.kept > 0 ? `${c.kept} conservé(s) — ${c.holdReason}` : '';
        return `${c.label} : ${[erased, kept].filter(Boolean).join(' ; ')}`;
      }),
  );
}

/** The receipt of an executed erasure request: when asked, when done, what went and what stays. */
export function renderErasureReceipt(data: ErasureReceiptData): RenderedEmail {
  const name = toSingleLine(data.name) || 'Madame, Monsieur';
  const intro = `Votre demande d’effacement de vos données personnelles, reçue le ${formatDateTimeFr(data.requestedAt)}, a été exécutée le ${formatDateTimeFr(data.executedAt)}.`;
  const held = data.report.some((part) => part.categories.some((c) => c.kept > 0));
  const heldNote =
    'Certaines données sont conservées car la loi nous y oblige : elles ne servent qu’à cette fin et seront supprimées à l’échéance indiquée.';
  const closing =
    'Votre espace client est fermé. Pour toute question, ou si vous estimez que vos droits ne sont pas respectés, vous pouvez nous écrire ou saisir la CNIL (www.cnil.fr).';
  const details = lines(data);
  const text = [
    `Bonjour ${name},`,
    '',
    intro,
    '',
    'Détail :',
    ...details.map((line) => `- ${line}`),
    '',
    ...(held ? [heldNote, ''] : []),
    closing,
    '',
    'Bien cordialement,',
    `L’équipe ${BRAND_NAME}`,
    '',
  ].join('\n');
  const html = wrapHtml(
    ERASURE_RECEIPT_SUBJECT,
    [
      `<p>Bonjour ${escapeHtml(name)},</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      '<p>Détail :</p>',
      `<ul>${details.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
      ...(held ? [`<p>${escapeHtml(heldNote)}</p>`] : []),
      `<p>${escapeHtml(closing)}</p>`,
      `<p>Bien cordialement,<br>\nL’équipe ${BRAND_NAME}</p>`,
    ].join('\n'),
  );
  return { subject: ERASURE_RECEIPT_SUBJECT, text, html };
}
