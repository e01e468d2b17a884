import { CURRENT_PASSWORD_MESSAGE } from '@courtage/contracts/auth/account-fields';
import { REQUEST_MESSAGES } from '@courtage/contracts/errors';
import { FIELD_MESSAGES } from '@courtage/contracts/form/field-messages';

/** A disabled account is told what a wrong password is told (no account enumeration). */
const BAD_CREDENTIALS = 'Adresse e-mail ou mot de passe incorrect.';

/** Every message the auth service answers with: French, shown to users as is. */
export const AUTH_MESSAGES = {
  badCredentials: BAD_CREDENTIALS,
  accountDisabled: BAD_CREDENTIALS,
  tooManyAttempts: 'Trop de tentatives. Veuillez réessayer dans 15 minutes.',
  tooManyResetRequests: 'Trop de demandes de réinitialisation. Veuillez réessayer plus tard.',
  tooManyEmails: 'Trop d’e-mails envoyés. Veuillez réessayer plus tard.',
  emailTaken: 'Un compte existe déjà avec cette adresse e-mail.',
  invalidEmail: FIELD_MESSAGES.email,
  invalidPhone: FIELD_MESSAGES.phone,
  sessionInvalid: 'Votre session a expiré. Veuillez vous reconnecter.',
  invalidLink: 'Ce lien est invalide ou a expiré.',
  wrongCurrentPassword: 'Le mot de passe actuel est incorrect.',
  passwordNeeded: CURRENT_PASSWORD_MESSAGE,
  samePassword: 'Le nouveau mot de passe doit être différent de l’actuel.',
  challengeInvalid: 'Ce code a expiré. Veuillez vous reconnecter.',
  wrongCode: 'Code incorrect.',
  tooManyCodeAttempts: 'Trop de codes incorrects. Veuillez vous reconnecter.',
  resendTooSoon: 'Veuillez patienter avant de demander un nouveau code.',
  resendLimit: 'Nombre maximal d’envois atteint. Veuillez vous reconnecter.',
  totpNotStarted: 'Veuillez d’abord activer la double authentification.',
  forbidden: REQUEST_MESSAGES.forbidden,
  staffNotFound: 'Administrateur introuvable.',
  lastAdmin: 'Impossible : il doit rester au moins un Admin actif.',
  notYourself: 'Vous ne pouvez pas effectuer cette action sur votre propre compte.',
  avatarInvalid: 'Image invalide : formats PNG, JPEG ou WebP, 1 Mo au maximum.',
  avatarNotFound: 'Aucune image de profil.',
} as const;
