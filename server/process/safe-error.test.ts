import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { safeError } from "./safe-error";

describe("errors in the log", () => {
  it("keep a failed query's SQL and its driver error, but none of its parameters nor the driver's detail", () => {
    const driver = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: "22021",
      detail: "Key (email)=(ana@example.com) already exists.",
    });
    const lead = ["Ana\u0000", "Ruiz", "ana@example.com", "(760) 555 - 0100\n    at fake frame", "10.0.0.7"];
    const logged = JSON.stringify(safeError(new DrizzleQueryError('insert into "lead_submissions" values ($1, $2)', lead, driver)));
    for (const value of ["Ana", "Ruiz", "ana@example.com", "555", "10.0.0.7", "already exists"]) expect(logged).not.toContain(value);
    expect(JSON.parse(logged)).toMatchObject({
      type: "Error",
      message: 'Failed query: insert into "lead_submissions" values ($1, $2)',
      query: 'insert into "lead_submissions" values ($1, $2)',
      stack: expect.stringMatching(/^Error: Failed query: insert into "lead_submissions" values \(\$1, \$2\)\n {4}at /),
      cause: { message: 'invalid byte sequence for encoding "UTF8": 0x00', code: "22021" },
    });
  });

  it("mask e-mail addresses in any message, such as a mail server's refusal", () => {
    expect(safeError(new Error("550 5.1.1 <ana.ruiz@example.co.uk>: Recipient address rejected")).message).toBe(
      "550 5.1.1 <[email]>: Recipient address rejected",
    );
    expect(safeError("connect ECONNREFUSED for sam@example.com")).toEqual({ type: "string", message: "connect ECONNREFUSED for [email]" });
  });

  it("is the logger's serializer for err", async () => {
    const { createLogger } = await import("./logger");
    const lines: string[] = [];
    const log = createLogger({ LOG_LEVEL: "info" }, { write: (line: string) => void lines.push(line) });
    log.error({ err: new DrizzleQueryError("select $1", ["ana@example.com"]) }, "route error");
    expect(lines.join("")).not.toContain("ana@example.com");
    expect(JSON.parse(lines[0]!)).toMatchObject({ err: { message: "Failed query: select $1" }, msg: "route error" });
  });
});
