/** Third-party origins the tag manager needs in the CSP: only when a container is configured. */
export type AnalyticsSources = { script: string[]; frame: string[]; connect: string[]; form: string[] };

const tagManager = "https://www.googletagmanager.com";
// Google Analytics 4, the tag the container is expected to carry, sends its hits here.
const analyticsHosts = ["https://www.google-analytics.com", "https://*.google-analytics.com", "https://*.analytics.google.com"];

export function analyticsSources(config: { GTM_CONTAINER_ID?: string | undefined }): AnalyticsSources {
  if (!config.GTM_CONTAINER_ID) return { script: [], frame: [], connect: [], form: [] };
  return { script: [tagManager], frame: [tagManager], connect: [tagManager, ...analyticsHosts], form: [] };
}
