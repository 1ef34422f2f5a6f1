/**
 * `npm run admin`: builds the site with the owner's editor and serves it on this computer
 * only (127.0.0.1: nobody else on the network can reach it). There the editor offers “Work
 * with Local Repository”, which edits the project's own files; `npm run dev` or another
 * `npm run admin` then shows the changes before they are published.
 */
import path from "node:path";
import { EDITOR_DIR } from "#app/site-pages.ts";
import { createSiteServer } from "#server/serve.ts";
import { runNpm } from "#common/npm-run.ts";
import { basePath, buildDir } from "#common/site-config.ts";

const built = runNpm(["run", "build"]);
if (!built.ok) {
  console.error(
    built.problem
      ? `\nThe editor did not start: ${built.problem}`
      : "\nThe site was not built, so the editor did not start: the build's message above says why.",
  );
  process.exit(built.status);
}

const port = Number(process.env.PORT ?? 3000);
const server = createSiteServer({ root: path.resolve(buildDir, "client"), basePath });
server.on("error", (e: NodeJS.ErrnoException) => {
  console.error(e.code === "EADDRINUSE" ? `Port ${port} is busy: stop the other server, or run PORT=3001 npm run admin.` : e.message);
  process.exit(1);
});
server.listen(port, "127.0.0.1", () => {
  console.log(`
The editor is ready: open http://127.0.0.1:${port}${basePath}${EDITOR_DIR}/ in Chrome or Edge.
Choose “Work with Local Repository” and pick this folder: ${process.cwd()}
After saving, run \`npm run dev\` (or this command again) to see the site with your changes.
Press Ctrl+C to stop.`);
});
