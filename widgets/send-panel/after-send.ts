/** What the panel shows only after a request (the answer, the history, a failure in words): one chunk, loaded on demand. */
export { AnswerView } from './answer-view.js';
export { HistoryView } from './history-view.js';
export { explainFailure } from './explain.js';
