// The ports of a browser test run, read by playwright.config.ts and by the tests' own servers.

/** The e2e server's port; every engineer on a shared machine sets their own. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3300);

/**
 * Where the e2e server sends its e-mail (SMTP_URL). Nothing listens there until a test starts its
 * SMTP sink (smtp-sink.ts), so until then every send fails as with a mail server that is down.
 * Far from the e2e ports, which engineers number side by side.
 */
export const smtpSinkPort = Number(process.env.E2E_SMTP_PORT ?? e2ePort + 20_000);
