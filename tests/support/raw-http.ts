// A request written byte for byte on a socket of its own (node:net), for the
// tests that send what no HTTP client would: a Host that is not a host, two
// Host lines, an absolute-form target. Clients tidy those up (or refuse to
// send them), so the server's edge could not be asked about them otherwise.
import { connect } from "node:net";

export interface RawAnswer {
  /** The status code, or 0 when the server closed without an answer. */
  status: number;
  /** The status line and headers, as sent. */
  head: string;
}

/**
 * Sends `GET {target} HTTP/1.1` with the given header lines (and
 * `Connection: close`) to 127.0.0.1:port, and reads the answer's head (the
 * body is not read: a live stream's never ends).
 */
export function rawRequest(
  port: number,
  target: string,
  headerLines: string[],
  { method = "GET", timeoutMs = 20_000 }: { method?: string; timeoutMs?: number } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: "127.0.0.1" });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer to ${method} ${target} within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on("connect", () => {
      const lines = [`${method} ${target} HTTP/1.1`, ...headerLines, "Connection: close"];
      socket.write(`${lines.join("\r\n")}\r\n\r\n`, "latin1");
    });
    let answered = false;
    const answer = () => {
      if (answered) return;
      answered = true;
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString("latin1");
      const head = text.split("\r\n\r\n", 1)[0] ?? "";
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0), head });
    };
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      // The head is all that is read: a live stream's body never ends.
      if (Buffer.concat(chunks).includes("\r\n\r\n")) {
        answer();
        socket.destroy();
      }
    });
    socket.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on("close", answer);
  });
}
