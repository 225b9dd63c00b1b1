// The Content-Security-Policy nonce of this response, for the inline scripts
// React Router writes (<Scripts>, <ScrollRestoration>). The server provides
// it; in the browser it is empty (browsers hide nonces from the page anyway).
import { createContext, useContext } from "react";

declare module "react-router" {
  interface AppLoadContext {
    /** Set by the production server (app/server/security-headers.server.ts). */
    cspNonce?: string;
  }
}

const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
