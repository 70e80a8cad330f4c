// Subscription and seats: the settings sections of the organisation's plan and its users.
export { SeatsSettings } from './SeatsSettings';
export { SubscriptionSettings } from './SubscriptionSettings';
