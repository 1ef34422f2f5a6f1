// Runs before `npm start`, `npm test`, `npm run build` and `npm run dev`, on whatever Node the
// visitor has: plain JavaScript, so that an old Node gets one clear line instead of
// "ERR_UNKNOWN_FILE_EXTENSION .ts" (Node runs the project's TypeScript itself from 22.18 on).
import { readFileSync } from "node:fs";

const wanted = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")).engines.node;
const [major, minor] = wanted
  .replace(/^>=\s*/, "")
  .split(".")
  .map(Number);
const [haveMajor, haveMinor] = process.versions.node.split(".").map(Number);
if (haveMajor < major || (haveMajor === major && haveMinor < minor)) {
  console.error(
    `This project needs Node.js ${major}.${minor} or newer (24 LTS recommended) and this is Node ${process.version}: run \`nvm install\` (it reads .nvmrc) or get Node 24 from nodejs.org, then run the command again.`,
  );
  process.exit(1);
}
