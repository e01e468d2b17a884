/** The alert above a form the browser's check refused (each field shows its own message). */
export const FIX_FIELDS_MESSAGE = 'Veuillez corriger les champs signalés.';

/** A submit button's label while its form is being sent. */
export const SENDING_LABEL = 'Envoi en cours…';

/** The commune list's placeholder while a postal code's communes load. */
export const LOADING_COMMUNES_LABEL = 'Chargement des communes…';
