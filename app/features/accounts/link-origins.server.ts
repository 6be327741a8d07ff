import { DEFAULT_SITE_URL, type PlatformConfig } from "~/platform/config";

/**
 * Where set-password and setup links point (docs/decisions/0037-staff-links-address.md): SITE_URL
 * when it is set; otherwise, for a link shown to the member of staff who asked for it, the address
 * their request reached; and for a link made without a request (e-mail, the start log, the command
 * line), this process's own address. An e-mailed link never takes a request's Host.
 */
export type LinkOrigins = {
  /** SITE_URL's origin, when it is set: every link says it. */
  site?: string;
  /** `http://localhost:PORT`, the port this process listens on. */
  local: string;
};

export function linkOriginsOf(config: Pick<PlatformConfig, "SITE_URL" | "PORT">): LinkOrigins {
  const local = `http://localhost:${config.PORT}`;
  return config.SITE_URL === DEFAULT_SITE_URL ? { local } : { site: new URL(config.SITE_URL).origin, local };
}

/** The origin of a link: SITE_URL's, else the asking request's (`requestOrigin`), else this process's. */
export const linkOrigin = ({ site, local }: LinkOrigins, requestOrigin?: string): string => site ?? requestOrigin ?? local;
