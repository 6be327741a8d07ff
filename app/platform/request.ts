import { createContext } from "react-router";
import type { Logger } from "./logger";

/** clientIp: the visitor's address, for per-IP limits (platform/client-ip.server.ts). */
export type RequestInfo = { requestId: string; nonce: string; log: Logger; clientIp: string };

/** What the server hands to every loader and action about the request being answered. */
export const requestContext = createContext<RequestInfo>();
