// Every table of every feature, for Drizzle's typed queries and drizzle-kit migrations.
export { entities } from "../app/features/content/tables.server";
