export { setProfileLanguage, useSetProfileLanguage } from './set-language';
export { forgetAccount, signOut, useSignOut } from './sign-out';
