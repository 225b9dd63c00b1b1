// The code a schedule search thread runs (app/server/schedule-search.server.ts
// starts the threads): the generator itself, pure, with nothing of the web
// server loaded. The production build emits it as build/server/schedule-search-worker.js
// (vite.config.ts); in development and tests the thread runs this file through tsx.
import { generateSchedule } from "~/domain/season-schedule/generator";
import type { ScheduleInput, ScheduleResult } from "~/domain/season-schedule/types";

export default function searchInThread(input: ScheduleInput): ScheduleResult {
  return generateSchedule(input);
}
