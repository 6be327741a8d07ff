import { describe, expect, it, vi } from "vitest";
import { prepareBlocks } from "../../app/site-blocks.server";
import { silentLogger } from "../../tests/support/silent-logger";
import { aboutContact } from "./about-contact";
import { support } from "./support";
import { supportFaqs } from "./support-faqs";
import { supportInstallation } from "./support-installation";
import { supportLaRebuildProgram } from "./support-la-rebuild-program";
import { supportWarranty } from "./support-warranty";
import { termsOfUse } from "./terms-of-use";

const pages = [support, supportWarranty, supportFaqs, supportInstallation, supportLaRebuildProgram, termsOfUse, aboutContact];

describe.each(pages)("demo page $path", (page) => {
  it("has metadata and every block parses with an implemented kind", () => {
    const version = page.published;
    expect(version?.metadata?.metaTitle).toBeTruthy();
    expect(version?.metadata?.metaDescription).toBeTruthy();
    const warn = vi.spyOn(silentLogger, "warn");
    const blocks = prepareBlocks(version?.elements ?? [], silentLogger);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
    expect(blocks.map((block) => block.id)).toEqual(version?.elements.map((element) => element.id));
  });
});

it("the FAQ page answers at least ten questions", () => {
  const questions = supportFaqs.published?.elements
    .filter((element) => element.render_name === "faq")
    .flatMap((element) => (element.value as { qa_combo: unknown[] }).qa_combo);
  expect(questions?.length).toBeGreaterThanOrEqual(10);
});
