/**
 * Runs tasks one at a time, in the order they arrive: the active GM applies every shared change
 * through one of these, so two cards applied at once never interleave their reads and writes.
 * A failing task does not stop the ones after it.
 */
export class SerialQueue {
  #tail: Promise<unknown> = Promise.resolve();
  #pending = 0;

  run<T>(task: () => Promise<T>): Promise<T> {
    this.#pending++;
    const next = this.#tail.then(task, task);
    this.#tail = next.then(
      () => this.#pending--,
      () => this.#pending--,
    );
    return next;
  }

  /** Tasks queued or running. */
  get pending(): number {
    return this.#pending;
  }
}
