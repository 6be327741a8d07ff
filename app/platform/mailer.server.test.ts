import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smtpSink } from "../../tests/e2e/smtp-sink";
import { smtpMailer } from "./mailer.server";

const SMTP_FROM = "LaCantina Doors website <website@example.com>";

describe("the site's mailer", () => {
  const sink = smtpSink(0);
  beforeAll(() => sink.start());
  afterAll(() => sink.stop());

  it("is not made without SMTP_URL, so e-mail waits in the outboxes", () => {
    expect(smtpMailer({ SMTP_URL: undefined, SMTP_FROM })).toBeUndefined();
  });

  it("sends over SMTP_URL, from SMTP_FROM", async () => {
    const mailer = smtpMailer({ SMTP_URL: `smtp://127.0.0.1:${sink.port()}`, SMTP_FROM });
    if (!mailer) throw new Error("no mailer made of SMTP_URL");
    await mailer.transport.sendMail({ from: mailer.from, to: "sales@example.com", subject: "A new lead", text: "Hello" });
    mailer.transport.close();
    expect(sink.messages).toHaveLength(1);
    expect(sink.messages[0]?.to).toEqual(["sales@example.com"]);
    expect(sink.messages[0]?.subject).toBe("A new lead");
    expect(sink.messages[0]?.raw).toContain(`From: ${SMTP_FROM}`);
  });
});
