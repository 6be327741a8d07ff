import { z } from "zod";
import { dealerConfigShape } from "../app/features/dealers/config";
import { leadConfigShape } from "../app/features/leads/config";
import { platformConfigShape } from "../app/platform/config";

/** Every environment variable the process reads: the platform's and each feature's. */
export const ConfigSchema = z
  .object({ ...platformConfigShape, ...leadConfigShape, ...dealerConfigShape })
  .superRefine((config, context) => {
    for (const name of ["S3_ENDPOINT", "S3_PREFIX", "S3_FORCE_PATH_STYLE"] as const)
      if (config[name] !== undefined && !config.S3_BUCKET) context.addIssue({ code: "custom", path: [name], message: "needs S3_BUCKET" });
  });

export type Config = z.infer<typeof ConfigSchema>;

export function parseConfig(env: Record<string, string | undefined>): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const result = ConfigSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  return result.data;
}
