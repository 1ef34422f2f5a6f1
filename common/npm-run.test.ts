import { describe, expect, it } from "vitest";
import { npmCommand, runNpm } from "./npm-run.ts";

describe("running npm from a script", () => {
  it("on Windows, under npm, runs npm's own JavaScript through Node, with no shell and no bare npm", () => {
    const cmd = npmCommand(["run", "build"], {
      platform: "win32",
      env: { npm_execpath: "C:\\Program Files\\nodejs\\node_modules\\npm\\bin\\npm-cli.js" },
      node: "C:\\Program Files\\nodejs\\node.exe",
    });
    expect(cmd).toEqual({
      command: "C:\\Program Files\\nodejs\\node.exe",
      args: ["C:\\Program Files\\nodejs\\node_modules\\npm\\bin\\npm-cli.js", "run", "build"],
      shell: false,
    });
  });

  it("on Windows, not under npm, starts npm.cmd through the shell", () => {
    expect(npmCommand(["run", "build"], { platform: "win32", env: {} })).toEqual({
      command: "npm.cmd",
      args: ["run", "build"],
      shell: true,
    });
  });

  it("elsewhere starts npm itself, or npm's JavaScript when npm started us", () => {
    expect(npmCommand(["run", "build"], { platform: "linux", env: {} })).toEqual({ command: "npm", args: ["run", "build"], shell: false });
    expect(
      npmCommand(["run", "build"], {
        platform: "darwin",
        env: { npm_execpath: "/usr/lib/node_modules/npm/bin/npm-cli.js" },
        node: "/usr/bin/node",
      }).args[0],
    ).toBe("/usr/lib/node_modules/npm/bin/npm-cli.js");
  });

  it("never runs npx's own file as npm", () => {
    expect(npmCommand(["run", "build"], { platform: "win32", env: { npm_execpath: "C:\\npm\\bin\\npx-cli.js" } })).toEqual({
      command: "npm.cmd",
      args: ["run", "build"],
      shell: true,
    });
  });

  it("says what is missing when npm cannot start", () => {
    const result = runNpm(["--version"], { stdio: "ignore", env: { PATH: "/nonexistent" } }, { platform: "linux", env: {} });
    expect(result.ok).toBe(false);
    expect(result.problem).toMatch(/^npm could not be started\. npm comes with Node\.js: install Node\.js 24/);
  });

  it("runs npm", () => {
    expect(runNpm(["--version"], { stdio: "ignore" }).ok).toBe(true);
  });
});
