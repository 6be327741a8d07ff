// The bench's ceiling: a bare node:http server that answers every request with one file's bytes,
// as fast as Node itself can (scripts/bench/load.ts). Usage: node plain-server.mjs FILE PORT
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [file, port] = process.argv.slice(2);
const body = readFileSync(file);
const headers = { "Content-Type": "text/html; charset=utf-8", "Content-Length": String(body.length) };
createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
}).listen(Number(port), "127.0.0.1", () => process.send?.("listening"));
