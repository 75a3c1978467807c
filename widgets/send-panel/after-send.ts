/** What the panel shows only after a request: one chunk, loaded on demand. */
export { AnswerView } from './answer-view.js';
export { HistoryView } from './history-view.js';
