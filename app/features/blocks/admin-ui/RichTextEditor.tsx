import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useState } from "react";
import { controlClass, smallButtonClass } from "./FieldFrame";

type Props = { id: string; label: string; html: string; onChange: (html: string) => void; describedBy?: string | undefined };

type Tool = { label: string; isActive: (editor: Editor) => boolean; run: (editor: Editor) => void };

const tools: Tool[] = [
  { label: "Bold", isActive: (editor) => editor.isActive("bold"), run: (editor) => editor.chain().focus().toggleBold().run() },
  { label: "Italic", isActive: (editor) => editor.isActive("italic"), run: (editor) => editor.chain().focus().toggleItalic().run() },
  {
    label: "Heading",
    isActive: (editor) => editor.isActive("heading", { level: 2 }),
    run: (editor) => editor.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: "Subheading",
    isActive: (editor) => editor.isActive("heading", { level: 3 }),
    run: (editor) => editor.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  { label: "List", isActive: (editor) => editor.isActive("bulletList"), run: (editor) => editor.chain().focus().toggleBulletList().run() },
  {
    label: "Numbered list",
    isActive: (editor) => editor.isActive("orderedList"),
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
];

/**
 * Rich text for the HTML fields of blocks (Tiptap). It writes the few elements the site's
 * sanitiser keeps; the server sanitises what it is sent all the same. Loaded only when a block
 * with such a field is open.
 */
export default function RichTextEditor({ id, label, html, onChange, describedBy }: Props) {
  const [linkOpen, setLinkOpen] = useState(false);
  const [link, setLink] = useState("");
  const editor = useEditor({
    immediatelyRender: false,
    shouldRerenderOnTransaction: true,
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, code: false, codeBlock: false, link: { openOnClick: false } })],
    content: html,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        class: `${controlClass} prose-admin min-h-32`,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
  });
  if (!editor) return <div className={`${controlClass} min-h-32`} aria-busy="true" />;

  function applyLink() {
    const address = link.trim();
    const chain = editor!.chain().focus().extendMarkRange("link");
    if (address === "") chain.unsetLink().run();
    else chain.setLink({ href: address }).run();
    setLinkOpen(false);
  }

  return (
    <div>
      <div role="toolbar" aria-label={`Formatting: ${label}`} className="mb-1 flex flex-wrap gap-1">
        {tools.map((tool) => (
          <button
            key={tool.label}
            type="button"
            className={`${smallButtonClass} aria-pressed:bg-ink aria-pressed:text-white`}
            aria-pressed={tool.isActive(editor)}
            onClick={() => tool.run(editor)}
          >
            {tool.label}
          </button>
        ))}
        <button
          type="button"
          className={`${smallButtonClass} aria-pressed:bg-ink aria-pressed:text-white`}
          aria-pressed={editor.isActive("link")}
          aria-expanded={linkOpen}
          onClick={() => {
            setLink(String(editor.getAttributes("link").href ?? ""));
            setLinkOpen(!linkOpen);
          }}
        >
          Link
        </button>
      </div>
      {linkOpen ? (
        <div className="mb-2 flex gap-2">
          <input
            type="text"
            aria-label="Address of the link (empty removes it)"
            className={controlClass}
            value={link}
            onChange={(event) => setLink(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                applyLink();
              }
            }}
          />
          <button type="button" className={smallButtonClass} onClick={applyLink}>
            Apply
          </button>
        </div>
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}
