import { defineIntegrationService } from '../integrations';
import * as repo from './telegram.repo';
import { userConnectLink } from './telegram.service';

/**
 * Telegram as a staff member's own integration: turning it on gives them a one-time link that
 * connects the chat opening it (the console shows it as data.extra.connectUrl); removing it
 * forgets their chat. The chat's /start marks the integration connected (telegram.service).
 */
defineIntegrationService({
  uid: 'telegram',
  enableForUser: (input) => userConnectLink(input),
  disconnectUser: ({ db, userId }) => repo.deleteUserChat(db, userId),
});
