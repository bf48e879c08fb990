export { getPendingInvites, PENDING_INVITES_KEY, pendingInvitesQuery, teamSizeQuery } from './team';
export { USERS_KEY } from './users-key';
