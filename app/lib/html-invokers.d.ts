// HTML attributes React 19.3 and its types do not know yet, written in lowercase so React passes
// them through: invoker commands (https://html.spec.whatwg.org/multipage/form-elements.html#attr-button-commandfor)
// and a dialog's light dismiss (https://html.spec.whatwg.org/multipage/interactive-elements.html#attr-dialog-closedby).
// They let a button open or close a <dialog> before any script runs (decision 0020).
import "react";

declare module "react" {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    commandfor?: string;
    command?: "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover" | "toggle-popover";
  }
  interface DialogHTMLAttributes<T> extends HTMLAttributes<T> {
    closedby?: "any" | "closerequest" | "none";
  }
}
