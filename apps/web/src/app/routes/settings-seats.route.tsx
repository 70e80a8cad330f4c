import { SeatsSettings } from '../../features/subscription';

export function Component() {
  return <SeatsSettings />;
}
