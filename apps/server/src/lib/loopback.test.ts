import { describe, expect, it } from "vitest";
import { isLoopbackAddress, isLoopbackHost } from "./loopback.ts";

describe("loopback", () => {
  it("recognises this machine's addresses, in IPv4, IPv6 and IPv4-mapped form", () => {
    for (const address of ["127.0.0.1", "127.5.6.7", "::1", "0:0:0:0:0:0:0:1", "::ffff:127.0.0.1"]) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
  });

  it("refuses every other address, and no address at all", () => {
    for (const address of [
      "10.0.0.1",
      "192.168.1.10",
      "203.0.113.5",
      "0.0.0.0",
      "::",
      "::ffff:10.0.0.1",
      "fe80::1",
      "128.0.0.1",
      "127.0.0.1.evil",
      "localhost",
      "",
      undefined,
    ]) {
      expect(isLoopbackAddress(address), String(address)).toBe(false);
    }
  });

  it("knows which listen hosts stay on this machine", () => {
    expect(isLoopbackHost("127.0.0.1")).toBe(true);
    expect(isLoopbackHost("localhost")).toBe(true);
    expect(isLoopbackHost("::1")).toBe(true);
    expect(isLoopbackHost("0.0.0.0")).toBe(false);
    expect(isLoopbackHost("::")).toBe(false);
    expect(isLoopbackHost("192.168.1.10")).toBe(false);
  });
});
