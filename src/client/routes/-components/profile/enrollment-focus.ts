/**
 * After enrolling, focus moves to the new enrollment's card (its payment instructions) and it is
 * scrolled into view (issue 26). The card appears only once the list has been fetched again, so
 * the request waits here until that card mounts (EnrollmentCard calls takeEnrollmentFocus).
 */
let pendingId: number | null = null;

function focusCard(id: number): boolean {
  const card = document.getElementById(`enrollment-${id}`);
  if (!card) return false;
  card.scrollIntoView({ block: 'start' });
  card.focus({ preventScroll: true });
  return true;
}

export function requestEnrollmentFocus(id: number) {
  pendingId = id;
  if (focusCard(id)) pendingId = null;
}

/** Called by each card when it mounts: the one that was asked for takes the focus. */
export function takeEnrollmentFocus(id: number) {
  if (pendingId === id && focusCard(id)) pendingId = null;
}
