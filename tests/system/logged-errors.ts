// What went wrong in a server's output: log lines at level "error" or worse
// (JSON, one per line, with the error's stack inside), and any stack trace
// printed outside the log. Each with its offset in the output.
export interface LoggedError {
  offset: number;
  message: string;
}

const ERROR_LEVEL = 50; // pino's "error"

function errorLine(line: string): string | undefined {
  if (!line.startsWith("{")) return undefined;
  try {
    const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string } };
    if ((entry.level ?? 0) < ERROR_LEVEL) return undefined;
    return [entry.msg, entry.err?.message].filter(Boolean).join(": ") || line;
  } catch {
    return undefined;
  }
}

export function loggedErrors(output: string): LoggedError[] {
  const found: LoggedError[] = [];
  const lines = output.split("\n");
  const isFrame = (line = "") => /^\s+at /.test(line);
  let offset = 0;
  lines.forEach((line, i) => {
    offset += line.length + 1;
    const logged = errorLine(line);
    if (logged) found.push({ offset, message: logged });
    else if (isFrame(line) && !isFrame(lines[i - 1])) {
      // A raw trace starts here: its error is the nearest line above naming one.
      const above = lines.slice(Math.max(0, i - 4), i).reverse();
      const message = (above.find((l) => /error|exception/i.test(l)) ?? above[0] ?? "").trim();
      found.push({ offset, message });
    }
  });
  return found;
}
