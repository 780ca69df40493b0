import type { NextTest, NextTestId } from "./types";

/**
 * A frozen next-test record. Marked side-effect free so a table built with it that the Foundry layer
 * never reads is dropped whole. Internal (not re-exported from the mounts index).
 */
/* #__NO_SIDE_EFFECTS__ */
export function nextTest(test: NextTestId, when: NextTest["when"] = "now"): NextTest {
  return Object.freeze({ test, when });
}
