export { type CompanyEvent, CompanyFeed, companyFeed } from './company-feed';
export { type DomainEventMap, type DomainEventName, DomainEvents, type Subscriber } from './domain-events';
export { EVENT_RETENTION_MS, pruneOldEvents, recordEvent } from './outbox';
export { type EventRow, eventsAfter, latestEventId } from './outbox.repo';
