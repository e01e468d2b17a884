import { AppError } from '@courtage/contracts/errors';

/**
 * The deepest nesting of objects and arrays a JSON body may have. The deepest form (the
 * subscriber identity: step, beneficiaries, children, one child) is 5 levels; a body nested
 * thousands deep would overflow the stack of whatever walks it (the control-character check,
 * a form's walk) and answer 500 instead of 400.
 */
export const MAX_JSON_DEPTH = 32;

export const TOO_DEEP_MESSAGE = `Le corps de la requête est imbriqué sur plus de ${MAX_JSON_DEPTH} niveaux.`;

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * True when `text`, read as JSON, opens more than `max` objects or arrays inside one another.
 * One pass over the characters, brackets inside strings skipped; it does not validate the JSON
 * (JSON.parse does that next), it only bounds what a parser and the walks after it recurse into.
 */
export function exceedsJsonDepth(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      depth++;
      if (depth > max) return true;
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) depth--;
  }
  return false;
}

/** The 400 of a body nested deeper than MAX_JSON_DEPTH (French, on the whole body). */
export function tooDeepError(): AppError {
  return new AppError('VALIDATION_FAILED', TOO_DEEP_MESSAGE, [{ field: '', message: TOO_DEEP_MESSAGE }]);
}
