/** The alert above a form the browser's check refused (each field shows its own message). */
export const FIX_FIELDS_MESSAGE = 'Veuillez corriger les champs signalés.';
