import { describe, expect, it } from "vitest";
import { REPORT_EVENT as DISPATCHED } from "./report.ts";
import { type AnalyticsConfig, REPORT_EVENT, requestBody, referrerOrigin, speedProps, tapName } from "./analytics.ts";
import { directionsLink, mailtoLink, telLink, whatsappLink } from "./links.ts";

const page = { origin: "https://www.navkartours.in", pathname: "/gu/places/dwarka/", referrer: "" };
const plausible: AnalyticsConfig = { collector: "plausible", endpoint: "https://plausible.io/api/event", site: "navkartours.in" };
const umami: AnalyticsConfig = {
  collector: "umami",
  endpoint: "https://cloud.umami.is/api/send",
  site: "0f0e5e3c-8d0b-4c57-9a55-3f2a1b0c9d7e",
};

describe("which tap is which event", () => {
  it("knows every link lib/links.ts builds, by a name a shop owner reads", () => {
    expect(tapName(telLink("+91 98765 43210"))).toBe("Call");
    expect(tapName(whatsappLink("+91 98765 43210", "Hello & welcome"))).toBe("WhatsApp");
    expect(tapName(mailtoLink("booking@example.com", { subject: "Trip" }))).toBe("E-mail");
    expect(tapName(directionsLink("Kalawad Road, Rajkot"))).toBe("Directions");
  });
  it("counts no other link", () => {
    for (const href of ["/cars/", "https://www.instagram.com/navkar/", "#plan", "", null, "https://wa.me.example.com/"])
      expect(tapName(href)).toBeUndefined();
  });
});

describe("the request body, in each collector's documented format", () => {
  it("Plausible: a page view by the page's address", () => {
    expect(JSON.parse(requestBody(plausible, {}, page))).toEqual({
      name: "pageview",
      url: "https://www.navkartours.in/gu/places/dwarka/",
      domain: "navkartours.in",
    });
  });
  it("Plausible: an event's properties as text; the speed figures do not count as the visitor's doing", () => {
    expect(JSON.parse(requestBody(plausible, { name: "Speed", props: { LCP: 1200, rating: "good" }, interactive: false }, page))).toEqual({
      name: "Speed",
      url: "https://www.navkartours.in/gu/places/dwarka/",
      domain: "navkartours.in",
      props: { LCP: "1200", rating: "good" },
      interactive: false,
    });
  });
  it("Umami: an event without a name is a page view; the page by its path", () => {
    expect(JSON.parse(requestBody(umami, {}, page))).toEqual({
      type: "event",
      payload: { website: umami.site, hostname: "www.navkartours.in", url: "/gu/places/dwarka/" },
    });
    expect(JSON.parse(requestBody(umami, { name: "Trip sent", props: { car: "Ertiga" } }, page)).payload).toMatchObject({
      name: "Trip sent",
      data: { car: "Ertiga" },
    });
  });
  it("another site's origin as the referrer, never its page; a page of this site is none", () => {
    const from = (referrer: string) => JSON.parse(requestBody(plausible, {}, { ...page, referrer })).referrer;
    expect(from("https://www.google.com/search?q=rajkot+taxi")).toBe("https://www.google.com/");
    expect(from("https://www.navkartours.in/cars/?pickup=Home")).toBeUndefined();
    expect(referrerOrigin("android-app://com.whatsapp/", page.origin)).toBe("");
  });
});

describe("the speed figures", () => {
  it("rounded, with the worst rating in words", () => {
    expect(
      speedProps([
        { name: "LCP", value: 2345.6, rating: "good" },
        { name: "INP", value: 216, rating: "needs-improvement" },
        { name: "CLS", value: 0.0312, rating: "good" },
      ]),
    ).toEqual({ LCP: 2300, INP: 220, CLS: 0.03, rating: "needs improvement" });
  });
  it("none measured, no event", () => expect(speedProps([])).toBeUndefined());
});

it("listens for the event lib/report.ts dispatches", () => expect(REPORT_EVENT).toBe(DISPATCHED));
