export { USERS_KEY } from './users-key';
