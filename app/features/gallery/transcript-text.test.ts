import { describe, expect, it } from "vitest";
import { transcriptParagraphs, vttToText } from "./transcript-text";

describe("vttToText", () => {
  it("keeps the spoken lines and drops the header, cue ids, timings, notes and markup", () => {
    const vtt = [
      "WEBVTT",
      "",
      "NOTE made for the demo",
      "",
      "1",
      "00:00:00.000 --> 00:00:02.000 align:start",
      "<v Narrator>Panels fold</v> and",
      "stack &amp; open.",
      "",
      "00:00:02.000 --> 00:00:04.000",
      "The room opens.",
      "",
    ].join("\r\n");
    expect(vttToText(vtt)).toEqual(["Panels fold and stack & open.", "The room opens."]);
  });

  it("gives nothing for a file without cues", () => {
    expect(vttToText("WEBVTT\n\n")).toEqual([]);
    expect(vttToText("not a subtitle file")).toEqual([]);
  });
});

describe("transcriptParagraphs", () => {
  it("splits staff's transcript at empty lines and joins the lines of a paragraph", () => {
    expect(transcriptParagraphs("Panels fold\r\nand stack.\r\n\r\n  \n\nThe room   opens.\n")).toEqual([
      "Panels fold and stack.",
      "The room opens.",
    ]);
  });

  it("gives nothing for an empty transcript", () => {
    expect(transcriptParagraphs(" \n\n ")).toEqual([]);
  });
});
