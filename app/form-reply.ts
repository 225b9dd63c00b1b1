// What a refused form sends back: conform's reply echoes what was typed so
// the person can correct it, but never more than each field may hold (a
// 60 KB "name" comes back as its first 80 characters) and nothing for fields
// the form does not have. A refusal stays small whatever was posted.
import type { SubmissionResult } from "@conform-to/react";
import type { z } from "zod";

/** Numbers, choices and other short fields. */
const SHORT_FIELD_ECHO = 40;
/** Text without a declared maximum. */
const TEXT_FIELD_ECHO = 2000;
/** Checkbox groups and repeated fields. */
const MAX_REPEATS = 50;

interface Inspectable {
  maxLength?: number | null;
  _zod: { def: { type: string; innerType?: unknown; in?: unknown; shape?: unknown } };
}

/** The most characters a field may hold, read from its zod schema. */
function echoLimit(field: Inspectable): number {
  const { def } = field._zod;
  if (typeof field.maxLength === "number") return field.maxLength;
  const inner = (def.innerType ?? def.in) as Inspectable | undefined;
  if (inner) return echoLimit(inner);
  return def.type === "string" ? TEXT_FIELD_ECHO : SHORT_FIELD_ECHO;
}

function fieldsOf(schema: Inspectable): Record<string, Inspectable> {
  const { def } = schema._zod;
  if (def.shape) return def.shape as Record<string, Inspectable>;
  const inner = (def.innerType ?? def.in) as Inspectable | undefined;
  return inner ? fieldsOf(inner) : {};
}

function trimmed(value: unknown, limit: number): unknown {
  if (typeof value === "string") return value.slice(0, limit);
  if (Array.isArray(value)) return value.slice(0, MAX_REPEATS).map((one) => trimmed(one, limit));
  return undefined; // files and anything else are never echoed
}

export function withinFieldLimits<Result extends SubmissionResult<string[]>>(
  schema: z.ZodType,
  result: Result,
): Result {
  if (!result.initialValue) return result;
  const fields = fieldsOf(schema as unknown as Inspectable);
  const initialValue: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(result.initialValue)) {
    const field = fields[name];
    if (field) initialValue[name] = trimmed(value, echoLimit(field));
  }
  return { ...result, initialValue: initialValue as Result["initialValue"] };
}
