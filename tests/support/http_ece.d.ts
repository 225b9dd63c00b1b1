// http_ece ships no types: the part the tests' push service uses.
declare module "http_ece" {
  import type { ECDH } from "node:crypto";
  interface Params {
    version: "aes128gcm";
    privateKey: ECDH;
    authSecret: Buffer | string;
  }
  const ece: { decrypt(buffer: Buffer, params: Params): Buffer };
  export default ece;
}
