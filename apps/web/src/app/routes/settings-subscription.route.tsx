import { SubscriptionSettings } from '../../features/subscription';

export function Component() {
  return <SubscriptionSettings />;
}
