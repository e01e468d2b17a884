// The messages every form shares, in a module of their own so that a bundle needing only a
// message does not take the checker (and TypeBox's errors module) with it.

/** Shown for a property the form does not have. */
export const UNKNOWN_FIELD_MESSAGE = 'Ce champ n’est pas attendu.';
/** Shown for a text holding control characters (U+0000 to U+001F but tab and line breaks, U+007F). */
export const CONTROL_CHARACTER_MESSAGE = 'Ce champ contient des caractères non autorisés.';
/** Shown when the body is not an object at all. */
export const NOT_A_FORM_MESSAGE = 'Le formulaire envoyé est illisible.';
