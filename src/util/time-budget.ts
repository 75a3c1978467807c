import vm from 'node:vm';

/** The work ran past its budget and was stopped. */
export class TimeBudgetExceeded extends Error {
  constructor(readonly milliseconds: number) {
    super(`stopped after ${milliseconds} ms`);
  }
}

const context = vm.createContext({});

/**
 * Runs synchronous work with a time budget, on this thread: V8 stops it when the budget
 * is spent, even inside a regular expression that backtracks for ever (`^(a+)+$` on a
 * long input), and `TimeBudgetExceeded` is thrown instead. So a server that runs input
 * of its users through such work (the mock's validation) never freezes. Node only.
 */
export function withTimeBudget<T>(milliseconds: number, work: () => T): T {
  context.work = work;
  try {
    return vm.runInContext('work()', context, { timeout: milliseconds }) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw new TimeBudgetExceeded(milliseconds);
    throw error;
  } finally {
    context.work = undefined;
  }
}
