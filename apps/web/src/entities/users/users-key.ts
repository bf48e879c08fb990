/**
 * The root key of every query about the company's staff (the users list, a member's locations).
 * Members show their role, so a role change invalidates it as well as a change to a user.
 */
export const USERS_KEY = ['users'] as const;
