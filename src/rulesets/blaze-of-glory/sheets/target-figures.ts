/**
 * The figures a sheet's group action (the Draw, Fightin', an exchange of fire) is rolled for: the
 * sheet's own figure first (it draws, fights on side A, fires first), then the actor of each token
 * the user targets, each once, never the sheet's figure again (its own token may be targeted too).
 * The sheet names the figures itself so the roll never falls back on whatever token is selected.
 */
export function figureWithTargets<A extends { uuid: string }>(
  self: A,
  targets: Iterable<{ actor: A | null }>,
): A[] {
  const out = [self];
  for (const { actor } of targets) if (actor && !out.some((a) => a.uuid === actor.uuid)) out.push(actor);
  return out;
}
