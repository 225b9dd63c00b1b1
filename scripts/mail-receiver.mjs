// A local SMTP receiver for tests and development: accepts every message on
// 127.0.0.1:MAIL_PORT (default 2525) and writes it, as received, to
// MAIL_DIR/<time>-<recipient>.eml (default tmp/mail). Point the site at it
// with SMTP_URL=smtp://127.0.0.1:2525.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

const port = Number(process.env.MAIL_PORT ?? 2525);
const dir = path.resolve(process.env.MAIL_DIR ?? "tmp/mail");
mkdirSync(dir, { recursive: true });

let sequence = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(",");
      const name = `${Date.now()}-${String(sequence++).padStart(4, "0")}-${to.replace(/[^a-z0-9@._-]/g, "_")}.eml`;
      writeFileSync(path.join(dir, name), Buffer.concat(chunks));
      callback();
    });
  },
});
server.on("error", (error) => console.error(`mail receiver: ${error.message}`));
server.listen(port, "127.0.0.1", () => {
  console.log(`Receiving mail on smtp://127.0.0.1:${port}, saving it in ${dir}`);
});
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => server.close(() => process.exit(0)));
