/**
 * `Object.freeze` for module-level tables. The bundler cannot tell that `Object.freeze` has no side
 * effects, so a frozen table the Foundry layer never reads would still ship; calls to this function
 * are marked side-effect free, which lets it drop them. Internal to the rules core.
 */
/* #__NO_SIDE_EFFECTS__ */
export function frozen<T>(value: T): Readonly<T> {
  return Object.freeze(value);
}
