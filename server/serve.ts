/**
 * The local production server: serves the build output exactly as a CDN would, with the
 * precompressed files, the headers from headers.ts, ETags, and for an unknown path the
 * nearest 404.html (so /gu/… gets the Gujarati not-found page), as Cloudflare Pages does.
 * File lookup, ETags and encoding negotiation are sirv's; this file adds what a static host
 * adds around it (status codes, headers, base path, hostile-input guards).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import sirv from "sirv";
import { EDITOR_DIR } from "#app/site-pages.ts";
import {
  ANALYTICS_FILE,
  cacheControlFor,
  cspHeader,
  IMMUTABLE,
  documentHeaders,
  editorCspHeader,
  editorHeaders,
  everyResponseHeaders,
  REVALIDATE,
} from "#common/headers.ts";

export interface ServeOptions {
  /** The build output folder (build/client). */
  root: string;
  /** The sub-path the site lives under, "/" or "/navkar/". */
  basePath?: string;
}

const MAX_URL_LENGTH = 8 * 1024;

/** A page rather than a file: no extension ("/cars", "/cars/") or .html. */
const isPage = (pathname: string) => !/\.[a-z0-9]+$/i.test(pathname) || pathname.endsWith(".html");

/** Loads one file and its precompressed siblings, for the 404 page. */
function loadVariants(file: string) {
  const variants: Record<string, Buffer> = { identity: readFileSync(file) };
  if (existsSync(`${file}.br`)) variants.br = readFileSync(`${file}.br`);
  if (existsSync(`${file}.gz`)) variants.gzip = readFileSync(`${file}.gz`);
  return variants;
}

function pickEncoding(accept: string, available: string[]): string {
  if (available.includes("br") && /\bbr\b/.test(accept)) return "br";
  if (available.includes("gzip") && /\bgzip\b/.test(accept)) return "gzip";
  return "identity";
}

/**
 * A hashed build file never changes under its name and is never revalidated, so its ETag and
 * Last-Modified are dead bytes on every script, style and picture (about 80 per response).
 * sirv writes them with the body; this drops them there.
 */
function withoutValidators(res: http.ServerResponse, names: ("Last-Modified" | "ETag")[] = ["Last-Modified", "ETag"]) {
  const writeHead = res.writeHead.bind(res) as (status: number, headers?: http.OutgoingHttpHeaders) => http.ServerResponse;
  res.writeHead = ((status: number, headers: http.OutgoingHttpHeaders = {}) => {
    const rest = { ...headers };
    for (const name of names) delete rest[name];
    return writeHead(status, rest);
  }) as typeof res.writeHead;
}

function isFolder(file: string): boolean {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
}

export function createSiteServer({ root, basePath = "/" }: ServeOptions): http.Server {
  const hashesFile = path.join(root, "..", "csp-hashes.json");
  const hashes: string[] = existsSync(hashesFile) ? JSON.parse(readFileSync(hashesFile, "utf8")) : [];
  // The analytics collector the pages may send to, when the build counts visits (scripts/postbuild.ts).
  const analyticsFile = path.join(root, "..", ANALYTICS_FILE);
  const analytics: { origin: string } | null = existsSync(analyticsFile) ? JSON.parse(readFileSync(analyticsFile, "utf8")) : null;
  const csp = cspHeader(hashes, analytics ? [analytics.origin] : []);
  // The hosts the editor may talk to, as the build configured it (scripts/postbuild.ts).
  const editorHostsFile = path.join(root, "..", "editor-hosts.json");
  const editorCsp = editorCspHeader(
    existsSync(editorHostsFile) ? JSON.parse(readFileSync(editorHostsFile, "utf8")) : { connect: [], images: [] },
  );
  // Every not-found page in the build, by the folder it answers for: "" and "gu/", "hi/".
  const notFoundPages = new Map<string, Record<string, Buffer>>();
  for (const dir of [
    "",
    ...readdirSync(root, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => `${d.name}/`),
  ]) {
    const file = path.join(root, dir, "404.html");
    if (existsSync(file)) notFoundPages.set(dir, loadVariants(file));
  }
  /** The 404 page for a path inside the site ("gu/nowhere" → the one in gu/). */
  const notFoundFor = (sitePath: string) => notFoundPages.get(`${sitePath.split("/")[0]}/`) ?? notFoundPages.get("")!;

  const files = sirv(root, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    dotfiles: false,
    extensions: ["html"],
    setHeaders(res, pathname) {
      const cacheControl = cacheControlFor(`${basePath}${pathname.slice(1)}`, basePath);
      res.setHeader("Cache-Control", cacheControl);
      if (cacheControl === IMMUTABLE) withoutValidators(res);
      if (pathname.startsWith(`/${EDITOR_DIR}/`)) setEditorHeaders(res);
      else if (isPage(pathname)) {
        setDocumentHeaders(res);
        // A page is revalidated by its ETag; Last-Modified said it again, in bytes the page's
        // first round trip cannot spare (scripts.spec.ts), and the hosts do not send it.
        withoutValidators(res, ["Last-Modified"]);
      }
    },
  });

  function setDocumentHeaders(res: http.ServerResponse) {
    for (const [name, value] of Object.entries(documentHeaders)) res.setHeader(name, value);
    res.setHeader("Content-Security-Policy", csp);
  }

  function setEditorHeaders(res: http.ServerResponse) {
    for (const [name, value] of Object.entries(editorHeaders)) res.setHeader(name, value);
    res.setHeader("Content-Security-Policy", editorCsp);
  }

  function sendStatus(res: http.ServerResponse, status: number, extra: Record<string, string> = {}) {
    res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", ...extra });
    res.end(`${status} ${http.STATUS_CODES[status]}\n`);
  }

  /**
   * A permanent redirect that keeps the method and the query, as Cloudflare Pages sends. Its
   * slashes one at a time: "//cars" asked for is "/cars/", never "//cars/", which a browser
   * reads as the host "cars".
   */
  function redirectToFolder(res: http.ServerResponse, folder: string, url: string) {
    const query = url.slice(url.split(/[?#]/)[0].length);
    sendStatus(res, 308, { Location: `${encodeURI(folder.replace(/\/{2,}/g, "/"))}${query}` });
  }

  function sendNotFound(req: http.IncomingMessage, res: http.ServerResponse, sitePath = "") {
    const notFound = notFoundFor(sitePath);
    const encoding = pickEncoding(String(req.headers["accept-encoding"] ?? ""), Object.keys(notFound));
    const body = notFound[encoding];
    setDocumentHeaders(res);
    res.writeHead(404, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": body.length,
      "Cache-Control": REVALIDATE,
      Vary: "Accept-Encoding",
      ...(encoding === "identity" ? {} : { "Content-Encoding": encoding }),
    });
    res.end(req.method === "HEAD" ? undefined : body);
  }

  return http.createServer((req, res) => {
    for (const [name, value] of Object.entries(everyResponseHeaders)) res.setHeader(name, value);

    if (req.method !== "GET" && req.method !== "HEAD") {
      return sendStatus(res, 405, { Allow: "GET, HEAD" });
    }
    const url = req.url ?? "/";
    if (url.length > MAX_URL_LENGTH) return sendStatus(res, 414);

    // Traversal in any spelling ("..", "%2e%2e", "%2f..", backslashes) is refused outright,
    // before any URL normalization could quietly turn it into another path. In the path only:
    // a query ("?from=../x") names no file.
    const rawPath = url.split(/[?#]/)[0];
    if (/(^|[/\\]|%2f|%5c)(\.|%2e){2}([/\\]|%2f|%5c|$)/i.test(rawPath)) return sendStatus(res, 400);
    let pathname: string;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      return sendStatus(res, 400);
    }
    if (pathname.includes("\0") || pathname.split(/[/\\]/).includes("..")) return sendStatus(res, 400);

    if (!pathname.startsWith(basePath) && `${pathname}/` !== basePath) return sendNotFound(req, res);
    if (`${pathname}/` === basePath) return redirectToFolder(res, basePath, url);
    // sirv sees paths relative to the output folder.
    req.url = `/${url.slice(Math.min(basePath.length, url.length))}`;
    const sitePath = pathname.slice(basePath.length);
    if (/^([a-z]+\/)?404(\.html)?\/?$/.test(sitePath)) return sendNotFound(req, res, sitePath);
    // A folder asked for without its slash ("/cars", "/admin") is redirected to it, as GitHub
    // Pages, Netlify and Cloudflare Pages do: the site's addresses all end with a slash, and
    // a test that meets a redirect here would meet it on the hosts.
    if (sitePath && !sitePath.endsWith("/") && isFolder(path.join(root, sitePath))) {
      return redirectToFolder(res, `${basePath}${sitePath}/`, url);
    }

    files(req, res, () => sendNotFound(req, res, sitePath));
  });
}
