export { type DomainEventMap, type DomainEventName, DomainEvents, type Subscriber } from './domain-events';
