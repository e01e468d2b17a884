import { atomWithReducer } from 'jotai/vanilla/utils';

/** §3 Credentials: the visitor's personal details, all empty at first. */
export type Credentials = {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  city: string;
  postalCode: string;
  insureDate: string;
};

export const CREDENTIALS_DEFAULTS: Credentials = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  city: '',
  postalCode: '',
  insureDate: '',
};

export type CredentialsAction =
  | { type: 'set'; credentials: Credentials }
  | { type: 'field'; field: keyof Credentials; value: string }
  /** The address setter: first item fills postalCode, second fills city. */
  | { type: 'address'; address: [postalCode: string, city: string] };

/** userData.credentials. */
export const credentialsState = atomWithReducer<Credentials, CredentialsAction>(
  CREDENTIALS_DEFAULTS,
  (credentials, action) => {
    if (!action) return credentials;
    if (action.type === 'set') return action.credentials;
    if (action.type === 'field') return { ...credentials, [action.field]: action.value };
    const [postalCode, city] = action.address;
    return { ...credentials, postalCode, city };
  },
);
