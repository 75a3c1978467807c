/**
 * A readers/writer gate between the dev server and the build that replaces its folder:
 * each request reads under a lease, a swap waits for the leases in flight and holds new
 * requests until the new folder is in place. So every request is served from one
 * complete build, never from a folder halfway through a swap.
 */
export class SwapGate {
  #readers = 0;
  #closed: Promise<void> | undefined;
  #drained: (() => void) | undefined;

  /** Runs `read` under a lease; waits while the folder is being swapped. */
  async read<T>(read: () => Promise<T>): Promise<T> {
    while (this.#closed) await this.#closed;
    this.#readers++;
    try {
      return await read();
    } finally {
      this.#readers--;
      if (this.#readers === 0) this.#drained?.();
    }
  }

  /** Runs `swap` with no request reading: new requests wait until it is done. */
  exclusive = async (swap: () => Promise<void>): Promise<void> => {
    const release = await this.#close();
    try {
      if (this.#readers > 0) await new Promise<void>((resolve) => (this.#drained = resolve));
      this.#drained = undefined;
      await swap();
    } finally {
      release();
    }
  };

  async #close(): Promise<() => void> {
    while (this.#closed) await this.#closed;
    let open!: () => void;
    this.#closed = new Promise<void>((resolve) => (open = resolve));
    return () => {
      this.#closed = undefined;
      open();
    };
  }
}
