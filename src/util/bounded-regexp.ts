import type { Context, Script } from 'node:vm';
import { budgets } from './budgets.js';

/**
 * Node's `vm`, where there is one: the example code also runs in the reader's browser (the
 * send panel's mock), which has no way to stop a regular expression and tests as written.
 * Asked of the process, not imported, so that the browser bundle has no Node module.
 */
const vm = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process?.getBuiltinModule?.('node:vm') as
  typeof import('node:vm') | undefined;

/** One context for every test: made once, holding nothing but the two values of a call. */
let context: Context | undefined;
let script: Script | undefined;

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
  if (!vm) return expression.test(text);
  context ??= vm.createContext({});
  script ??= new vm.Script('expression.test(text)');
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
