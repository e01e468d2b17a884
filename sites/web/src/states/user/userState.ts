import { atom } from 'jotai/vanilla';

/** The specification's session user (§3). */
export type SessionUserState = {
  auth: boolean;
  role: string;
  fullName: string;
  email: string;
  phoneNumber: string;
  isEmailVerified: boolean;
  id: string;
  image: string;
};

export const SIGNED_OUT_USER: SessionUserState = {
  auth: false,
  role: '',
  fullName: '',
  email: '',
  phoneNumber: '',
  isEmailVerified: false,
  id: '',
  image: '',
};

/** user slice (persisted under `persist:root`). */
export const userState = atom<SessionUserState>(SIGNED_OUT_USER);
