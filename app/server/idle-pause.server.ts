// The background workers' wait between rounds (the email outbox, the push
// outbox): a pause that their stop() cuts short, so a stopping server does
// not sit out a poll interval or a throttle gap.

export interface IdlePause {
  /** Resolves after `ms`, or at once when woken. */
  pause(ms: number): Promise<void>;
  /** Ends the pause under way, if any. */
  wake(): void;
}

export function idlePause(): IdlePause {
  let wakeUp: (() => void) | null = null;
  return {
    pause: (ms) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          wakeUp = null;
          resolve();
        }
        wakeUp = done;
      }),
    wake: () => wakeUp?.(),
  };
}
