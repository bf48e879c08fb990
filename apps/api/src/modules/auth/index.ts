/** The auth module (platform tier): sign-in sessions, accounts and their tokens. What other modules may use. */
export { tokenInvalid } from './account-tokens';
export { errors, requireCaptcha } from './auth.guards';
export {
  emailTaken as emailInUse,
  findUserByGoogleSub,
  findUserById,
  findUserView,
  isUniqueViolation,
  retireAccountTokens,
  updateUser,
} from './auth.repo';
export { authRoutes } from './auth.routes';
export { emailTaken, loadUser } from './auth.service';
export { googleAccount } from './google.service';
export { type ProvenGuest, signInProvenGuest } from './guest-account';
export { deleteUserSessions, insertSession } from './session.repo';
export {
  clearSessionCookie,
  currentSessionTokenHash,
  hashToken,
  newToken,
  startSession,
} from './session.service';
export { toUserView } from './user-view';
