import { CourtRulingPage } from '../../features/court-rulings';

export function Component() {
  return <CourtRulingPage />;
}
