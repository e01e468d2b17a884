/** Shown when the chosen assignee is not an active staff member. */
export const UNKNOWN_ASSIGNEE_MESSAGE = 'Ce membre de l’équipe n’existe pas ou n’est plus actif.';
