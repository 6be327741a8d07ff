import { createContext, useContext } from "react";

// The CSP nonce exists only during the server render; in the browser it is an empty string,
// which React leaves alone when hydrating (browsers hide nonce attributes from the DOM).
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
