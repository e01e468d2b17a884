import type {
  AuthEmailRequestedData,
  AuthEmailTemplate,
} from '@courtage/contracts/auth/email-requested.event';
import { escapeHtml } from './escape-html.ts';
import { toSingleLine, wrapHtml } from './layout.ts';
import { BRAND_NAME, type RenderedEmail } from './types.ts';

type Wording = { subject: string; intro: string; action?: string; outro: string };

/** Subject and sentences of each auth email; the link or code is added by renderAuthEmail. */
export const AUTH_EMAIL_WORDING: Record<AuthEmailTemplate, Wording> = {
  'customer-email-verification': {
    subject: 'Confirmez votre adresse e-mail',
    intro: `Bienvenue chez ${BRAND_NAME} ! Pour confirmer votre adresse e-mail, cliquez sur le lien ci-dessous.`,
    action: 'Confirmer mon adresse e-mail',
    outro: 'Si vous n’avez pas créé de compte, ignorez simplement ce message.',
  },
  'customer-password-reset': {
    subject: 'Réinitialisation de votre mot de passe',
    intro:
      'Vous avez demandé à réinitialiser votre mot de passe. Cliquez sur le lien ci-dessous pour en choisir un nouveau.',
    action: 'Choisir un nouveau mot de passe',
    outro:
      'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
  },
  'customer-set-password': {
    subject: 'Votre espace client est prêt',
    intro: `Votre espace client ${BRAND_NAME} a été créé avec votre offre. Choisissez votre mot de passe pour y accéder.`,
    action: 'Choisir mon mot de passe',
    outro: 'Vous pourrez ensuite suivre votre offre depuis votre espace client.',
  },
  'staff-login-code': {
    subject: 'Votre code de connexion',
    intro: 'Voici votre code de connexion à l’espace d’administration :',
    outro: 'Si vous n’avez pas tenté de vous connecter, changez votre mot de passe et prévenez un Admin.',
  },
  'staff-email-changed': {
    subject: 'L’adresse de connexion de votre compte a changé',
    intro:
      'L’adresse e-mail de connexion de votre compte administrateur vient d’être modifiée : ce message est envoyé à l’ancienne adresse.',
    outro: 'Si vous n’êtes pas à l’origine de ce changement, prévenez immédiatement un Admin.',
  },
  'customer-signup-existing': {
    subject: 'Tentative de création de compte avec votre adresse',
    intro: `Quelqu’un vient de demander à créer un espace client ${BRAND_NAME} avec votre adresse e-mail. Vous avez déjà un espace client : aucun compte n’a été créé et rien n’a changé.`,
    outro:
      'Pour accéder à votre espace, connectez-vous avec votre mot de passe ; si vous l’avez oublié, choisissez « Mot de passe oublié » sur la page de connexion. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.',
  },
  'privacy-access-proof': {
    subject: 'Confirmez votre demande de copie de vos données',
    intro: `Vous avez demandé une copie des données personnelles que ${BRAND_NAME} détient associées à cette adresse e-mail. Pour confirmer que cette adresse est la vôtre, cliquez sur le lien ci-dessous : vos données s’afficheront.`,
    action: 'Voir mes données',
    outro: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : rien ne sera communiqué.',
  },
  'privacy-erasure-proof': {
    subject: 'Confirmez votre demande d’effacement de vos données',
    intro: `Vous avez demandé l’effacement des données personnelles que ${BRAND_NAME} détient associées à cette adresse e-mail. Pour confirmer que cette adresse est la vôtre, cliquez sur le lien ci-dessous.`,
    action: 'Confirmer ma demande d’effacement',
    outro: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : rien ne sera effacé.',
  },
  'staff-password-reset': {
    subject: 'Réinitialisation de votre mot de passe administrateur',
    intro:
      'Une réinitialisation de votre mot de passe administrateur a été demandée. Cliquez sur le lien ci-dessous.',
    action: 'Choisir un nouveau mot de passe',
    outro: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message et prévenez un Admin.',
  },
};

/** "10 minutes", "1 heure", "72 heures". */
export function formatValidity(minutes: number): string {
  if (minutes % 60 !== 0) return `${minutes} minute${minutes > 1 ? 's' : ''}`;
  const hours = minutes / 60;
  return `${hours} heure${hours > 1 ? 's' : ''}`;
}

/** Any auth email: greeting, sentence, the link (or the code), how long it is valid. */
export function renderAuthEmail(data: AuthEmailRequestedData): RenderedEmail {
  const wording = AUTH_EMAIL_WORDING[data.template];
  const name = toSingleLine(data.name) || 'Bonjour';
  const greeting = data.name.trim() ? `Bonjour ${name},` : 'Bonjour,';
  // A notice (no link, no code) has neither an action line nor a validity.
  const notice = !data.code && !data.link;
  const validity = notice
    ? ''
    : `Valable ${formatValidity(data.validForMinutes)}, utilisable une seule fois.`;
  const secretText = data.code ? data.code : (data.link ?? '');

  const text = [
    greeting,
    '',
    wording.intro,
    '',
    ...(notice
      ? []
      : [data.code ? `    ${data.code}` : `${wording.action ?? ''} : ${secretText}`, '', validity]),
    wording.outro,
    '',
    `L’équipe ${BRAND_NAME}`,
    '',
  ].join('\n');

  const secretHtml = notice
    ? ''
    : data.code
      ? `<p style="font-size: 28px; letter-spacing: 6px; font-weight: bold;">${escapeHtml(data.code)}</p>`
      : `<p><a href="${escapeHtml(secretText)}" style="color: #0b5cad;">${escapeHtml(wording.action ?? secretText)}</a></p>` +
        `\n<p style="color: #616e7c; font-size: 12px;">${escapeHtml(secretText)}</p>`;
  const html = wrapHtml(
    wording.subject,
    [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(wording.intro)}</p>`,
      ...(notice ? [] : [secretHtml, `<p>${escapeHtml(validity)}</p>`]),
      `<p>${escapeHtml(wording.outro)}</p>`,
      `<p>L’équipe ${BRAND_NAME}</p>`,
    ].join('\n'),
  );
  return { subject: wording.subject, text, html };
}
