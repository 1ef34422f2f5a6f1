/**
 * `npm start`: serves the production build on HOST:PORT (127.0.0.1:3000 by default),
 * building it first when there is none.
 */
import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { runNpm } from "#common/npm-run.ts";
import { basePath, buildDir } from "#common/site-config.ts";
import { createSiteServer } from "./serve.ts";

const root = path.resolve(buildDir, "client");
if (!existsSync(path.join(root, "index.html"))) {
  console.log("No build found: running `npm run build` first.");
  const built = runNpm(["run", "build"]);
  if (!built.ok) {
    console.error(
      built.problem
        ? `\nThe site did not start: ${built.problem}`
        : "\nThe site was not built, so it did not start: the build's message above says why.",
    );
    process.exit(built.status);
  }
}

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";
const server = createSiteServer({ root, basePath });

server.listen(port, host, () => {
  // The port listened on: PORT=0 takes a free one (the server's tests do).
  const { port: listening } = server.address() as AddressInfo;
  console.log(`Navkar Tours & Travels: http://${host}:${listening}${basePath}`);
});

// Finish the requests in flight, then exit; idle keep-alive sockets are closed at once.
function shutdown(signal: string) {
  console.log(`${signal}: shutting down`);
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
