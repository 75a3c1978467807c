import vm from 'node:vm';
import { budgets } from './budgets.js';

/** One context for every test: made once, holding nothing but the two values of a call. */
let context: vm.Context | undefined;
const script = new vm.Script('expression.lastIndex = 0, expression.test(text)');

/** Expressions that once ran out of time: never run again. */
const slow = new WeakSet<RegExp>();

/**
 * `expression.test(text)`, stopped after `timeoutMs`: an author's pattern can backtrack
 * for longer than the universe exists (`^(a+)+$` on forty a's and a "!"), and a
 * regular expression cannot be interrupted from JavaScript. `vm`'s timeout stops it
 * (V8 terminates the running script). Undefined when it ran out of time.
 */
export function boundedTest(expression: RegExp, text: string, timeoutMs: number = budgets.patternTestMs): boolean | undefined {
  if (slow.has(expression)) return undefined;
  context ??= vm.createContext({});
  context.expression = expression;
  context.text = text;
  try {
    return script.runInContext(context, { timeout: timeoutMs }) as boolean;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw error;
    slow.add(expression);
    return undefined;
  } finally {
    context.expression = undefined;
    context.text = undefined;
  }
}
