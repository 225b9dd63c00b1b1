// A small seeded pseudo-random generator (mulberry32) so the demo league is
// reproducible: the same seed and the same `now` give byte-identical output.
// Never use Math.random in app/demo.
import { mulberry32 } from "~/domain/random";

function hashLabel(label: string): number {
  // FNV-1a, 32 bit.
  let hash = 0x811c9dc5;
  for (let i = 0; i < label.length; i++) {
    hash ^= label.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export class Rng {
  private state: number;

  constructor(private readonly seed: number) {
    this.state = seed >>> 0;
  }

  /** An independent stream for one part of the league, so parts don't shift each other. */
  fork(label: string): Rng {
    return new Rng((this.seed ^ hashLabel(label)) >>> 0);
  }

  /** Uniform in [0, 1). */
  next(): number {
    const [state, draw] = mulberry32(this.state);
    this.state = state;
    return draw;
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Uniform float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("Cannot pick from an empty list.");
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }

  /** One item, chosen with probability proportional to its (non-negative) weight. */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T {
    const total = items.reduce((sum, item) => sum + Math.max(0, weight(item)), 0);
    if (items.length === 0) throw new Error("Cannot pick from an empty list.");
    if (total <= 0) return this.pick(items);
    let roll = this.next() * total;
    for (const item of items) {
      roll -= Math.max(0, weight(item));
      if (roll < 0) return item;
    }
    return items[items.length - 1] as T;
  }
}

const ID_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** Short unique ids (10 characters of [a-z0-9]) drawn from a seeded stream. */
export class IdMaker {
  private readonly used = new Set<string>();

  constructor(private readonly rng: Rng) {}

  next = (): string => {
    for (;;) {
      let id = "";
      for (let i = 0; i < 10; i++) id += ID_ALPHABET[this.rng.int(0, ID_ALPHABET.length - 1)];
      if (!this.used.has(id)) {
        this.used.add(id);
        return id;
      }
    }
  };
}
