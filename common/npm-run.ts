/**
 * Runs an npm script (`npm run build`) from another script, on Linux, macOS and Windows. On
 * Windows npm is `npm.cmd`, a batch file, which Node's documentation says `spawn` cannot start
 * without a shell. So when npm started this script (`npm start`, `npm run admin`), npm's own
 * JavaScript file (`npm_execpath`) runs through Node itself, as npm does; otherwise `npm` is
 * started, through the shell on Windows. When it cannot start, the message says what is missing.
 */
import { spawnSync, type SpawnSyncOptions } from "node:child_process";

export interface NpmCommand {
  command: string;
  args: string[];
  shell: boolean;
}

interface Where {
  platform?: NodeJS.Platform;
  env?: NodeJS.ProcessEnv;
  node?: string;
}

/** The command line that runs `npm <args>` here. */
export function npmCommand(
  args: string[],
  { platform = process.platform, env = process.env, node = process.execPath }: Where = {},
): NpmCommand {
  const cli = env.npm_execpath;
  // npm's, or another package manager's, JavaScript entry point: Node runs it on every system.
  // (npx's own file, when a script runs under npx, would not run scripts.)
  if (cli && /\.[cm]?js$/i.test(cli) && !/npx-cli\.[cm]?js$/i.test(cli)) return { command: node, args: [cli, ...args], shell: false };
  if (platform === "win32") return { command: "npm.cmd", args, shell: true };
  return { command: "npm", args, shell: false };
}

/** cmd.exe's exit code for a command it cannot find. */
const WINDOWS_NOT_FOUND = 9009;

export const NPM_MISSING =
  "npm could not be started. npm comes with Node.js: install Node.js 24 from https://nodejs.org (its installer includes npm), open a new terminal in the site's folder and try again.";

export interface NpmResult {
  ok: boolean;
  status: number;
  /** Set when npm itself could not start: what is missing, in words. */
  problem?: string;
}

/** Runs `npm <args>` with its output shown; says so when npm cannot start. */
export function runNpm(args: string[], options: SpawnSyncOptions = {}, where: Where = {}): NpmResult {
  const { command, args: argv, shell } = npmCommand(args, where);
  const run = spawnSync(command, argv, { stdio: "inherit", shell, ...options });
  if (run.error) {
    const code = (run.error as NodeJS.ErrnoException).code;
    return {
      ok: false,
      status: 1,
      problem: code === "ENOENT" ? `${NPM_MISSING} (${command} was not found.)` : `npm could not be started: ${run.error.message}`,
    };
  }
  if ((where.platform ?? process.platform) === "win32" && shell && run.status === WINDOWS_NOT_FOUND)
    return { ok: false, status: 1, problem: NPM_MISSING };
  return { ok: run.status === 0, status: run.status ?? 1 };
}
