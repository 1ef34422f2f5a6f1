/**
 * The first step of `npm run build:deploy`, the build the hosts run: on a host or in CI, a
 * build without SITE_URL stops here, with one line that names it (common/site-config.ts).
 */
import { deployProblem } from "#common/site-config.ts";

const problem = deployProblem(process.env);
if (problem) {
  console.error(problem);
  process.exit(1);
}
