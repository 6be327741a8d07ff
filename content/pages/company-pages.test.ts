import pino from "pino";
import { describe, expect, it, vi } from "vitest";
import { prepareBlocks } from "../../app/site-blocks.server";
import { about } from "./about";
import { aboutCareers } from "./about-careers";
import { aboutWhyLacantina } from "./about-why-lacantina";
import { learnApplications } from "./learn-applications";
import { learnGreenDesign } from "./learn-green-design";
import { professionalsArchitectsDesignersBuilders } from "./professionals-architects-designers-builders";
import { professionalsDealers } from "./professionals-dealers";
import { submitYourProject } from "./submit-your-project";

const companyPages = [
  about,
  aboutWhyLacantina,
  aboutCareers,
  professionalsArchitectsDesignersBuilders,
  professionalsDealers,
  submitYourProject,
  learnGreenDesign,
  learnApplications,
];

describe("about, professionals, submit-your-project and learn demo pages", () => {
  it.each(companyPages.map((page) => [page.path, page] as const))("%s: every block parses and is implemented", (_, page) => {
    const log = pino({ level: "silent" });
    const warn = vi.spyOn(log, "warn");
    const elements = page.published?.elements ?? [];
    const blocks = prepareBlocks(elements, log);
    expect(warn).not.toHaveBeenCalled();
    expect(blocks).toHaveLength(elements.length);
    expect(page.published?.metadata?.metaTitle).toBeTruthy();
    expect(page.published?.metadata?.metaDescription).toBeTruthy();
  });

  it("gives the professionals page its continuing-education anchor", () => {
    const elements = professionalsArchitectsDesignersBuilders.published?.elements ?? [];
    expect(elements).toContainEqual(expect.objectContaining({ render_name: "anchor", value: { anchor_id: "continuing-education" } }));
  });
});
