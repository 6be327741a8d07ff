import { z } from "zod";
import { Heading, Kicker, text } from "../shared/schema";

const QuestionAndAnswer = z.object({
  question: text(300).default("").meta({ label: "Question" }),
  answer: text(10000).default("").meta({ label: "Answer" }),
});

/** SPEC §3 qa_combo; an item without both a question and an answer is not shown (SPEC §5). */
export const FaqValue = z.object({
  kicker: Kicker,
  header: Heading.optional(),
  qa_combo: z
    .array(QuestionAndAnswer)
    .max(100)
    .transform((items) => items.filter((item) => item.question !== "" && item.answer !== ""))
    .meta({
      label: "Questions and answers",
      itemLabel: "question",
      hint: "Visitors open a question to read its answer. A question without an answer is not shown.",
    }),
});
