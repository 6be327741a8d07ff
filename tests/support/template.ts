import path from "node:path";

/** Set by the global setup before the test workers start, so parallel runs never share a file. */
export const PGLITE_TEMPLATE_ENV = "DOORS_PGLITE_TEMPLATE";
export const pgliteTemplateFile = () => process.env[PGLITE_TEMPLATE_ENV] ?? path.resolve(".data/test/pglite-template.tar");
/** The migrated database with the demo content imported, for the site tests (docs/decisions/0004). */
export const PGLITE_DEMO_ENV = "DOORS_PGLITE_DEMO";
export const pgliteDemoFile = () => process.env[PGLITE_DEMO_ENV] ?? path.resolve(".data/test/pglite-demo.tar");
export const POSTGRES_TEMPLATE_ENV = "DOORS_POSTGRES_TEMPLATE";
export const postgresTemplate = () => process.env[POSTGRES_TEMPLATE_ENV] ?? "doors_test_template";
/** The demo photos rendered once per run by the global setup. */
export const DEMO_MEDIA_ENV = "DOORS_DEMO_MEDIA";
