import { describe, expect, it } from "vitest";
import { addressBlock } from "./client-ip.server";

describe("addressBlock", () => {
  it("counts an IPv4 address by itself, mapped into IPv6 or not", () => {
    expect(addressBlock("203.0.113.7")).toBe("203.0.113.7");
    expect(addressBlock("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts every address of one IPv6 /64 as one, however it is written", () => {
    const block = addressBlock("2001:db8:1:2::1");
    expect(block).toBe("2001:db8:1:2::/64");
    expect(addressBlock("2001:0DB8:0001:0002:ffff:1234:5678:9abc")).toBe(block);
    expect(addressBlock("2001:db8:1:2:0:0:0:ff")).toBe(block);
    expect(addressBlock("2001:db8:1:3::1")).not.toBe(block);
    expect(addressBlock("::1")).toBe("0:0:0:0::/64");
    expect(addressBlock("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("leaves what is no address as it is", () => {
    expect(addressBlock("unknown")).toBe("unknown");
  });
});
