import { ExpertsSettings } from '../../features/experts';

export function Component() {
  return <ExpertsSettings />;
}
