import { OwnerHubPage } from '../hub/owner-hub-page.tsx';

/** Nothing to await: the overview's words travel with its chunk. */
export function ready(): Promise<void> {
  return Promise.resolve();
}

/** /manager/restaurant: the owner's overview of the back office. */
export default function OwnerHubRoute() {
  return <OwnerHubPage />;
}
