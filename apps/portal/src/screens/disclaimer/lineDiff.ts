/** A line of the new text as it compares with the old one. */
export interface DiffLine {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/**
 * What changed between two texts, line by line (the longest common subsequence of their lines): the lines
 * both keep, those only the old one had (removed) and those only the new one has (added), in reading order.
 */
export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before.split(/\r?\n/);
  const b = after.split(/\r?\n/);
  // common[i][j]: the longest common subsequence of a[i..] and b[j..]
  const common = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      common[i]![j] =
        a[i] === b[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      lines.push({ kind: 'same', text: a[i]! });
      i++;
      j++;
    } else if (i < a.length && (j >= b.length || common[i + 1]![j]! >= common[i]![j + 1]!)) {
      // what went comes before what replaced it
      lines.push({ kind: 'removed', text: a[i]! });
      i++;
    } else {
      lines.push({ kind: 'added', text: b[j]! });
      j++;
    }
  }
  return lines;
}
