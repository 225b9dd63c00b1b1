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

/**
 * Every form's answer has one shape: conform's submission result under
 * `result` (what was typed, errors by field name, and the form's own error
 * under the empty name), plus whatever else that page shows after a post
 * (a sign-in link's address, which of a page's forms answered).
 */
export type FormReply<Extra extends object = object> = {
  result: SubmissionResult<string[]>;
} & Extra;

/** conform's name for errors that belong to the whole form, not one field. */
const FORM = "";

/**
 * A refusal for forms that are not parsed by conform: the form's message,
 * errors by field, and what was typed (already within the field limits).
 */
export function refusal(
  message: string | string[] | null,
  options: {
    fieldErrors?: Record<string, string>;
    typed?: Record<string, string | string[]>;
  } = {},
): SubmissionResult<string[]> {
  const error: Record<string, string[]> = {};
  if (message !== null) error[FORM] = typeof message === "string" ? [message] : message;
  for (const [name, text] of Object.entries(options.fieldErrors ?? {})) error[name] = [text];
  return { status: "error", error, initialValue: options.typed ?? null };
}

/** The form's own messages (the first one is the refusal, the rest say what to do). */
export function formErrors(result: SubmissionResult<string[]> | undefined): string[] {
  return result?.error?.[FORM] ?? [];
}

/** Errors by field name, first message of each. */
export function fieldErrors(
  result: SubmissionResult<string[]> | undefined,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, messages] of Object.entries(result?.error ?? {})) {
    if (name !== FORM && messages?.[0]) errors[name] = messages[0];
  }
  return errors;
}
