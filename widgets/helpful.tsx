import { useEffect, useId, useRef, useState } from 'react';
import { wordsOf } from './lib/messages.js';
import { sendHelpful } from './lib/helpful.js';
import type { HelpfulWidgetProps } from './types.js';

/**
 * "Was this page helpful?" with Yes and No at the end of a doc page. One answer per page
 * view: the buttons give way to a thanks, which takes the focus (and is announced) so a
 * keyboard reader is not left on a vanished button. Nothing is sent before the click.
 */
export default function Helpful({ url, analytics, category, messages }: HelpfulWidgetProps) {
  const { t } = wordsOf(messages);
  const id = useId();
  const [answered, setAnswered] = useState(false);
  const thanks = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (answered) thanks.current?.focus();
  }, [answered]);
  const answer = (helpful: boolean) => {
    if (answered) return;
    setAnswered(true);
    sendHelpful({ url, analytics, category }, helpful);
  };
  return (
    <section className="helpful" aria-labelledby={`${id}question`}>
      <p className="helpful-question" id={`${id}question`}>
        {t('helpful.question')}
      </p>
      {answered ? (
        <p className="helpful-thanks" role="status" tabIndex={-1} ref={thanks}>
          {t('helpful.thanks')}
        </p>
      ) : (
        <div className="helpful-answers">
          <button type="button" className="helpful-answer" onClick={() => answer(true)}>
            {t('helpful.yes')}
          </button>
          <button type="button" className="helpful-answer" onClick={() => answer(false)}>
            {t('helpful.no')}
          </button>
        </div>
      )}
    </section>
  );
}
