import { defineBlock } from "../define-block";
import { CodeSnippetValue } from "./schema";

export const codeSnippetBlock = defineBlock({
  renderName: "code_snippet",
  schema: CodeSnippetValue,
  palette: { name: "Embed", description: "An HTML embed such as a map or a video player (sanitised)." },
});
