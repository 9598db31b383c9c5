/** Whether an entry at `position` of `total` (positions 1…n) may move up or down. */
export function canMove(position: number, total: number): { up: boolean; down: boolean } {
  return { up: position > 1, down: position >= 1 && position < total };
}
