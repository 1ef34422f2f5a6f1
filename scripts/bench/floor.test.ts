import { describe, expect, it } from "vitest";
import { floorMs } from "./floor.ts";

// Lighthouse's mobile profile; a local server answers at once.
const profile = { rttMs: 150, throughputKbps: 1638.4, additionalRttMs: 0, serverResponseMs: 0, https: false, h2: false };

describe("the network's floor", () => {
  it("is DNS, the handshake and the request for a page in the first window", () => {
    // DNS two round trips (300), then three half round trips to send the request (225), and half back (75).
    expect(floorMs({ ...profile, documentBytes: 14_000, lcpImageBytes: null })).toBe(600);
  });

  it("costs a round trip more for each window the page overflows", () => {
    expect(floorMs({ ...profile, documentBytes: 15_000, lcpImageBytes: null })).toBe(750);
  });

  it("adds the LCP image over the open connection, and a TLS round trip on https", () => {
    expect(floorMs({ ...profile, documentBytes: 14_000, lcpImageBytes: 7_000 })).toBe(600 + 150);
    expect(floorMs({ ...profile, https: true, documentBytes: 14_000, lcpImageBytes: null })).toBe(750);
  });
});
