import { EventEmitter } from "node:events";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { guardProcess, isConnectionScoped } from "./last-resort";

function errorWith(code: string, message = "socket trouble"): Error {
  return Object.assign(new Error(message), { code });
}

function guarded() {
  const lines: { level: number; msg: string }[] = [];
  const log = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const target = new EventEmitter();
  let exits = 0;
  const unguard = guardProcess({ log, exit: () => (exits += 1), target: target as unknown as NodeJS.Process });
  return { target, lines, exits: () => exits, unguard };
}

describe("the last-resort guard", () => {
  it("tells a connection's errors from bugs", () => {
    for (const code of ["ECONNRESET", "EPIPE", "ECONNABORTED", "ERR_STREAM_PREMATURE_CLOSE", "ERR_STREAM_WRITE_AFTER_END"]) {
      expect(isConnectionScoped(errorWith(code)), code).toBe(true);
    }
    expect(isConnectionScoped(new Error("Unexpected end of form"))).toBe(true);
    expect(isConnectionScoped(new Error("Malformed part header"))).toBe(true);
    expect(isConnectionScoped(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isConnectionScoped(errorWith("ENOENT"))).toBe(false);
    expect(isConnectionScoped(new Error("prefix: Unexpected end of form"))).toBe(false);
    expect(isConnectionScoped("ECONNRESET")).toBe(false);
    expect(isConnectionScoped(undefined)).toBe(false);
  });

  it("keeps serving after a connection's error, logged as a warning", () => {
    const guard = guarded();
    guard.target.emit("uncaughtException", errorWith("ECONNRESET"));
    expect(guard.exits()).toBe(0);
    expect(guard.lines).toMatchObject([{ level: 40, msg: "a connection's error reached the process; still serving" }]);
  });

  it("stops the process after any other uncaught exception, logged as fatal", () => {
    const guard = guarded();
    guard.target.emit("uncaughtException", new TypeError("x is not a function"));
    expect(guard.exits()).toBe(1);
    expect(guard.lines).toMatchObject([{ level: 60, msg: "uncaught exception: stopping" }]);
  });

  it("logs a rejected promise nobody awaited and keeps serving", () => {
    const guard = guarded();
    guard.target.emit("unhandledRejection", new Error("lost promise"), Promise.resolve());
    expect(guard.exits()).toBe(0);
    expect(guard.lines).toMatchObject([{ level: 50, msg: "unhandled promise rejection" }]);
  });

  it("removes its handlers when asked", () => {
    const guard = guarded();
    guard.unguard();
    expect(guard.target.listenerCount("uncaughtException")).toBe(0);
    expect(guard.target.listenerCount("unhandledRejection")).toBe(0);
  });
});
