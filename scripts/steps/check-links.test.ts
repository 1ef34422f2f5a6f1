import { describe, expect, it } from "vitest";
import { checkExternal, checkLinks, linksOf } from "./check-links.ts";

const files = new Set(["/assets/app.css", "/assets/a-320.avif", "/assets/a-640.avif"]);
const exists = (p: string) => files.has(p);

describe("link integrity", () => {
  it("accepts pages, files, srcset entries and fragments that exist", () => {
    const pages = [
      {
        path: "/",
        html: '<a href="#main">skip</a><main id="main"><a href="/cars">cars</a><a href="/cars#top">top</a></main><link href="/assets/app.css"><img srcset="/assets/a-320.avif 320w, /assets/a-640.avif 640w">',
      },
      { path: "/cars", html: '<h1 id="top">Cars</h1><a href="/">home</a>' },
    ];
    expect(checkLinks(pages, exists)).toEqual([]);
  });

  it("reports a missing file, page, srcset entry and fragment", () => {
    const pages = [
      {
        path: "/",
        html: '<a href="/nope">x</a><img src="/assets/gone.png"><img srcset="/assets/a-320.avif 320w, /assets/b.avif 640w"><a href="#missing">y</a>',
      },
    ];
    expect(checkLinks(pages, exists)).toEqual([
      "/: /nope: no such file or page",
      "/: /assets/gone.png: no such file or page",
      "/: /assets/b.avif: no such file or page",
      "/: #missing: no element with this id",
    ]);
  });

  it("wants a page's address written as its canonical URL writes it", () => {
    const canonical = (path: string) => `<link rel="canonical" href="https://a.example${path}"/>`;
    const pages = [
      { path: "/", html: `${canonical("/")}<a href="/cars/?car=1#plan">plan</a><a href="/cars?car=2#plan">plan</a><a href="/">home</a>` },
      { path: "/cars/", html: `${canonical("/cars")}<form id="plan"></form>` },
      { path: "/gu/", html: `${canonical("/gu/")}<a href="/gu">home</a>` },
    ];
    expect(checkLinks(pages, exists)).toEqual([
      "/: /cars/?car=1#plan: the page's address is /cars",
      "/gu/: /gu: the page's address is /gu/",
    ]);
  });

  it("checks links against the base path", () => {
    const pages = [{ path: "/", html: '<a href="/cars">x</a><link href="/navkar/assets/app.css">' }];
    expect(checkLinks(pages, exists, "/navkar/")).toEqual(["/: /cars: internal link outside the base path /navkar/"]);
  });

  it("splits srcset and decodes entities", () => {
    expect(linksOf('<a href="/a?x=1&amp;y=2"></a><source srcset="/a.avif 1x, /b.avif 2x">')).toEqual(["/a?x=1&y=2", "/a.avif", "/b.avif"]);
  });

  it("judges tel:, mailto: and WhatsApp links", () => {
    expect(checkExternal("tel:+919876543210")).toBeNull();
    expect(checkExternal("tel:9876543210")).toBe("malformed tel: link");
    expect(checkExternal("mailto:a@example.com?subject=Hi%20there")).toBeNull();
    expect(checkExternal("mailto:a@example.com?subject=Hi+there")).toBe("mailto: query must encode spaces as %20");
    expect(checkExternal("mailto:a@example.com?body=One%0D%0ATwo")).toBeNull();
    expect(checkExternal("mailto:a@example.com?body=One%0ATwo")).toBe("mailto: line breaks must be %0D%0A (RFC 6068)");
    expect(checkExternal("mailto:a@example.com?body=One%0DTwo")).toBe("mailto: line breaks must be %0D%0A (RFC 6068)");
    expect(checkExternal("mailto:not-an-address")).toBe("malformed mailto: address");
    expect(checkExternal("https://wa.me/919876543210?text=Hello%20there")).toBeNull();
    expect(checkExternal("https://wa.me/919876543210?text=નમસ્તે%20ભાડું%20₹500")).toBeNull();
    expect(checkExternal("https://wa.me/919876543210?text=નમસ્તે\u00a0ભાડું")).toBe("malformed WhatsApp link");
    expect(checkExternal("upi://pay?pa=navkar.tours@oksbi&pn=Navkar%20Tours%20%26%20Travels&cu=INR")).toBeNull();
    expect(checkExternal("upi://pay?pa=navkar.tours@oksbi&pn=Navkar Tours&cu=INR")).toBe("malformed UPI link");
    expect(checkExternal("upi://pay?pa=navkar.tours&pn=Navkar&cu=INR")).toBe("malformed UPI link");
    expect(checkExternal("upi://pay?pa=navkar@oksbi&pn=Navkar&am=500&cu=INR")).toBe("malformed UPI link");
    expect(checkExternal("https://wa.me/+919876543210")).toBe("malformed WhatsApp link");
    expect(checkExternal("https://wa.me/919876543210?text=Hello there")).toBe("malformed WhatsApp link");
    expect(checkExternal("https://wa.me/919876543210?text=%E0%A4")).toBe("WhatsApp text is not valid percent-encoding");
  });
});
