/**
 * Hosts that have no runtime to run here, stood in for by what they are documented to do.
 * (Cloudflare Pages runs for real: `wrangler pages dev`, in hosts.spec.ts. Netlify reads the
 * same `_headers` as Cloudflare, and `npm start` serves the folder the way both do.)
 *
 * GitHub Pages: a plain static server. It sends no header of ours (no CSP, no framing
 * guard, no noindex), answers a folder without its slash with a 301 to it, serves a
 * folder's index.html, and the root 404.html, in English, for every unknown address.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import send from "send";

export function githubPagesStandIn(root: string): http.Server {
  const notFound = readFileSync(path.join(root, "404.html"));
  return http.createServer((req, res) => {
    const pathname = decodeURIComponent((req.url ?? "/").split(/[?#]/)[0]);
    const file = path.join(root, pathname);
    if (!pathname.endsWith("/") && existsSync(file) && statSync(file).isDirectory()) {
      res.writeHead(301, { Location: `${pathname}/` });
      return res.end();
    }
    send(req, pathname.split("/").map(encodeURIComponent).join("/"), { root, dotfiles: "deny", cacheControl: false })
      .on("error", () => {
        res.writeHead(404, { "Content-Type": "text/html; charset=utf-8" });
        res.end(notFound);
      })
      .pipe(res);
  });
}
