// The message of an import refused as the person importing sees it.
import { expect } from "vitest";
import { ImportRefused } from "~/data/export.server";

export async function importRefusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ImportRefused);
    return (error as Error).message;
  }
  throw new Error("expected the import to be refused");
}
