import { createContext } from "react-router";
import type { RegisteredLocale } from "./locales.server";

/** The locale of the address being answered, set by the server beside the services (server/http.ts). */
export const localeContext = createContext<RegisteredLocale>();
