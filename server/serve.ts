/**
 * The local production server: serves the build output exactly as a CDN would, with the
 * precompressed files, the headers from headers.ts, ETags, ranges and conditional requests,
 * and for an unknown path the nearest 404.html (so /gu/… gets the Gujarati not-found page),
 * as Cloudflare Pages does. Each file is sent by `send` (Express's static layer): its ranges
 * (`range-parser`: 206, 416, or the whole file), its validators and its 304 and 412 answers
 * are the standard's, not ours. This file adds what a static host adds around it: which file
 * answers an address, its encoding, its status and headers, the base path, and the guards
 * against hostile input. What it answers to what: the README's "The local server".
 */
import { readdirSync, readFileSync, existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import Negotiator from "negotiator";
import { contentType } from "mime-types";
import send from "send";
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

/**
 * How long a client may take to send its request's headers, and its whole request: a client
 * that sends a byte a second is cut off then, not held for a minute (Node's defaults are 60 s
 * and 300 s). The site takes no request body, so the two are one bound. Node checks them every
 * `CHECK_MS`.
 */
export const REQUEST_TIMEOUT_MS = 10_000;
const CHECK_MS = 1_000;

/** A page rather than a file: no extension ("/cars", "/cars/") or .html. */
const isPage = (pathname: string) => !/\.[a-z0-9]+$/i.test(pathname) || pathname.endsWith(".html");

/** The precompressed copies the build writes beside a text file, by the encoding's name. */
const ENCODINGS = [
  ["br", ".br"],
  ["gzip", ".gz"],
] as const;

/** Loads one file and its precompressed siblings, for the 404 page. */
function loadVariants(file: string) {
  const variants: Record<string, Buffer> = { identity: readFileSync(file) };
  for (const [encoding, suffix] of ENCODINGS) if (existsSync(`${file}${suffix}`)) variants[encoding] = readFileSync(`${file}${suffix}`);
  return variants;
}

/**
 * The encoding to send, by the request's Accept-Encoding and its weights (`br;q=0` refuses
 * Brotli), of those the file has: identity when nothing else is acceptable.
 */
function pickEncoding(req: http.IncomingMessage, available: string[]): string {
  const preferred = ["br", "gzip", "identity"].filter((e) => e === "identity" || available.includes(e));
  // Negotiator 1's second argument (the order among equal weights) is newer than its types.
  const negotiator = new Negotiator(req) as unknown as { encodings(available: string[], options: { preferred: string[] }): string[] };
  return negotiator.encodings(preferred, { preferred })[0] ?? "identity";
}

/**
 * Every file of the build, by its path inside it ("gu/cars/index.html"), listed once at the
 * start as a CDN lists a deploy: only these are ever sent, so no address can reach a file
 * outside the build or a dotfile in it.
 */
function listFiles(root: string): Set<string> {
  const files = new Set<string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const relative = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    if (!relative.split("/").some((part) => part.startsWith("."))) files.add(relative);
  }
  return files;
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
  const files = listFiles(root);
  // A folder is any path some file sits under ("cars", "gu/places").
  const folders = new Set(
    [...files].flatMap((f) =>
      f
        .split("/")
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join("/")),
    ),
  );
  // Every not-found page in the build, by the folder it answers for: "" and "gu/", "hi/".
  const notFoundPages = new Map<string, Record<string, Buffer>>();
  for (const file of files) {
    const match = /^(?:([^/]+)\/)?404\.html$/.exec(file);
    if (match) notFoundPages.set(match[1] ? `${match[1]}/` : "", loadVariants(path.join(root, file)));
  }
  /** The 404 page for a path inside the site ("gu/nowhere" → the one in gu/). */
  const notFoundFor = (sitePath: string) => notFoundPages.get(`${sitePath.split("/")[0]}/`) ?? notFoundPages.get("")!;

  function setDocumentHeaders(res: http.ServerResponse) {
    for (const [name, value] of Object.entries(documentHeaders)) res.setHeader(name, value);
    res.setHeader("Content-Security-Policy", csp);
  }

  function setEditorHeaders(res: http.ServerResponse) {
    for (const [name, value] of Object.entries(editorHeaders)) res.setHeader(name, value);
    res.setHeader("Content-Security-Policy", editorCsp);
  }

  /** A short plain answer: a status without a file (405, 414, 416…). What a file set is dropped. */
  function sendStatus(res: http.ServerResponse, status: number, extra: Record<string, string> = {}) {
    for (const name of ["Content-Encoding", "Content-Length", "ETag", "Last-Modified", "Accept-Ranges"]) res.removeHeader(name);
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
    const encoding = pickEncoding(req, Object.keys(notFound));
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

  /**
   * One file of the build, by `send`, in the encoding the request accepts: a precompressed
   * copy keeps its original's type, and says its encoding. A hashed file never changes under
   * its name, so it carries no validator; a page is revalidated by its ETag alone (the hosts
   * send no Last-Modified, and its bytes would cost the page's first round trip); the other
   * site files keep both.
   */
  function sendFile(req: http.IncomingMessage, res: http.ServerResponse, file: string, sitePath: string) {
    const encodings = ENCODINGS.filter(([, suffix]) => files.has(`${file}${suffix}`)).map(([encoding]) => encoding);
    const encoding = encodings.length ? pickEncoding(req, encodings) : "identity";
    const sent = encoding === "identity" ? file : `${file}${ENCODINGS.find(([e]) => e === encoding)![1]}`;
    const cacheControl = cacheControlFor(`${basePath}${file}`, basePath);
    res.setHeader("Cache-Control", cacheControl);
    if (encodings.length) res.setHeader("Vary", "Accept-Encoding");
    if (encoding !== "identity") {
      res.setHeader("Content-Encoding", encoding);
      res.setHeader("Content-Type", contentType(path.extname(file)) || "application/octet-stream");
    }
    const page = isPage(file);
    if (file.startsWith(`${EDITOR_DIR}/`)) setEditorHeaders(res);
    else if (page) setDocumentHeaders(res);
    const stream = send(req, `/${sent.split("/").map(encodeURIComponent).join("/")}`, {
      root,
      dotfiles: "allow",
      index: false,
      cacheControl: false,
      // A browser never asks for part of a page, and the page's first round trip cannot spare
      // the bytes of Accept-Ranges: a page's Range is answered with the whole page.
      acceptRanges: !page,
      etag: cacheControl !== IMMUTABLE,
      lastModified: cacheControl !== IMMUTABLE && !page,
    });
    // A range that cannot be met (416, with the file's length), a precondition that fails (412):
    // a plain answer, the file's own headers dropped. A file gone since the start: not found.
    stream.on("error", (error: { status?: number; headers?: Record<string, string> }) => {
      if (res.headersSent) return res.destroy();
      if (!error.status || error.status === 404) return sendNotFound(req, res, sitePath);
      sendStatus(res, error.status, error.headers ?? {});
    });
    stream.pipe(res);
  }

  const server = http.createServer(
    { requestTimeout: REQUEST_TIMEOUT_MS, headersTimeout: REQUEST_TIMEOUT_MS, connectionsCheckingInterval: CHECK_MS },
    (req, res) => {
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
      // The path inside the site, its slashes one at a time ("//gu//cars" names gu/cars) and
      // backslashes read as slashes, as the hosts read them.
      const sitePath = pathname
        .slice(basePath.length)
        .replace(/[/\\]+/g, "/")
        .replace(/^\//, "");
      if (/^([a-z]+\/)?404(\.html)?\/?$/.test(sitePath)) return sendNotFound(req, res, sitePath);
      // A folder asked for without its slash ("/cars", "/admin") is redirected to it, as GitHub
      // Pages, Netlify and Cloudflare Pages do: the site's addresses all end with a slash, and
      // a test that meets a redirect here would meet it on the hosts. So is a page's folder
      // asked for by its index without the extension ("/cars/aura/index", "/index"), as
      // Cloudflare Pages does: one page, one address.
      if (sitePath && !sitePath.endsWith("/") && folders.has(sitePath)) return redirectToFolder(res, `${basePath}${sitePath}/`, url);
      const index = /^(?:(.*)\/)?index$/.exec(sitePath);
      if (index && files.has(`${index[1] ? `${index[1]}/` : ""}index.html`))
        return redirectToFolder(res, `${basePath}${index[1] ? `${index[1]}/` : ""}`, url);

      const file = sitePath === "" || sitePath.endsWith("/") ? `${sitePath}index.html` : sitePath;
      if (!files.has(file)) return sendNotFound(req, res, sitePath);
      sendFile(req, res, file, sitePath);
    },
  );
  // CONNECT (a proxy's tunnel) never reaches the handler above: Node hands over the socket,
  // which is answered as any other method is, not dropped.
  server.on("connect", (_req: http.IncomingMessage, socket: import("node:stream").Duplex) => {
    socket.end("HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
  });
  return server;
}
