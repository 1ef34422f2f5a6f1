/**
 * The unit tests start with the content check, as the build does: a value the build would
 * refuse stops them with the build's own message (and, on GitHub Actions, its annotations),
 * before any test fails on it less clearly. CI runs the unit tests before the build.
 */
import { checkedContent } from "./content-check.ts";

export default function setup() {
  checkedContent();
}
