import { parseConfig } from "../../server/config";
import { askRunningSite } from "../../scripts/running-site";

/**
 * Asks the e2e server's control socket, as `npm run admin:user` does, for a one-time link
 * (`/staff/setup-link`, `/staff?email=&name=&role=`), and answers its path and query.
 */
export async function linkFrom(controlPath: string): Promise<string> {
  const answer = await askRunningSite(parseConfig({ DATA_DIR: ".data/e2e" }), "POST", controlPath);
  if (answer?.status !== 200) throw new Error(`no link from ${controlPath}: ${answer?.status} ${answer?.body}`);
  const link = new URL((JSON.parse(answer.body) as { link: string }).link);
  return `${link.pathname}${link.search}`;
}
