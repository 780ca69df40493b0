import { lazyApi } from "../../../shell/lazy-api";
import { loadRuntime } from "../load";

/**
 * `game.sixGunSound.overHere()` and the other deployment steps, offered at start-up by name only:
 * each loads Blaze of Glory's runtime on its first call (the code lives in ./api.ts).
 */
export const DEPLOYMENT_API_NAMES = [
  "dealDeploymentPile",
  "overHere",
  "hereTheyCome",
  "hereComeTheRest",
  "enemyContact",
  "ourAwareness",
  "marchToTheGuns",
  "clearDeploymentPile",
] as const;

type Api = Awaited<ReturnType<typeof loadRuntime>>["DEPLOYMENT_API"];

export function deploymentApi(): { [K in (typeof DEPLOYMENT_API_NAMES)[number]]: Api[K] } {
  return lazyApi(async () => (await loadRuntime()).DEPLOYMENT_API, DEPLOYMENT_API_NAMES);
}
