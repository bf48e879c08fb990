import type { TSurveyPublic, TSurveyQuestion } from '@guestloop/contracts';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { contentLanguage } from '@/components/rating/content-language';
import { progressOf } from '../model/flow';
import { issueText } from '../model/issue-message';
import { Countdown } from './countdown';
import { Icon } from './icons';
import './question.css';
import { ProgressBar } from './progress-bar';
import { QuestionInput } from './question-input';
import { SurveyHeader } from './survey-header';
import { SurveyHeading } from './survey-heading';
import type { SurveyFlow } from './use-survey-flow';
import { AnonymousNote } from './welcome-screen';

export interface QuestionScreenProps {
  survey: TSurveyPublic;
  flow: SurveyFlow;
  question: TSurveyQuestion;
  /** Shown on the question a returning customer continues at. */
  resumedHere: boolean;
}

/** One question: progress, the question and its control, what is wrong, Back and Next. */
export function QuestionScreen({ survey, flow, question, resumedHere }: QuestionScreenProps) {
  const { t } = useTranslation('guest-survey');
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const text = contentLanguage(survey.language);
  const progress = progressOf(survey.content, flow.draft, question.id);
  const issue = flow.issue ? issueText(flow.issue, question) : null;
  const ids = { title: `${id}-title`, hint: `${id}-hint`, issue: `${id}-issue` };
  const describedBy = [question.subTitle.trim() ? ids.hint : '', issue ? ids.issue : ''].join(' ').trim();

  // A new question (the screen is keyed by it) is announced from its title, and the page (or the
  // survey shown inside another page) starts at its top.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.closest('.sa-embed, main')?.scrollIntoView?.({ block: 'start' });
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    flow.next();
  };

  return (
    <>
      <SurveyHeader survey={survey} compact />
      <div className="sa-top">
        <ProgressBar {...progress} />
        {flow.deadline !== null ? <Countdown deadline={flow.deadline} onTimeUp={flow.timeUp} /> : null}
      </div>
      {resumedHere ? (
        <p className="sa-note sa-note--ok" role="status">
          <Icon name="back" />
          <span>{t('question.resumed')}</span>
        </p>
      ) : null}
      <form className="sa-card sa-question" onSubmit={submit} noValidate aria-labelledby={ids.title}>
        <SurveyHeading id={ids.title} ref={heading} tabIndex={-1} className="sa-question__title" {...text}>
          {question.title}
        </SurveyHeading>
        {question.required ? <p className="sa-required">{t('question.required')}</p> : null}
        {question.subTitle.trim() ? (
          <p id={ids.hint} className="sa-hint" {...text}>
            {question.subTitle}
          </p>
        ) : null}
        <div className="sa-control">
          <QuestionInput
            question={question}
            value={flow.draft[question.id]}
            onChange={(value) => flow.setAnswer(question.id, value)}
            labelledBy={ids.title}
            describedBy={describedBy}
            invalid={issue !== null}
            language={survey.language}
          />
        </div>
        {question.data.comment.trim() ? (
          <p className="sa-hint" {...text}>
            {question.data.comment}
          </p>
        ) : null}
        {issue ? (
          <p id={ids.issue} className="sa-error" role="alert">
            <Icon name="alert" /> {t(issue.key, issue.values)}
          </p>
        ) : null}
        {flow.sendError ? (
          <p className="sa-note sa-note--warn" role="alert">
            <Icon name="alert" />
            <span>{flow.sendError}</span>
          </p>
        ) : null}
        {flow.saveFailed ? (
          <p className="sa-note sa-note--warn" role="status">
            <Icon name="alert" />
            <span>{t('save.failed')}</span>
          </p>
        ) : null}
        <div className="sa-nav">
          <button
            type="button"
            className="sa-button sa-button--secondary"
            onClick={flow.back}
            disabled={flow.sending}
          >
            <Icon name="arrow" className="sa-back" />
            {t('nav.back')}
          </button>
          <button type="submit" className="sa-button sa-button--primary" disabled={flow.sending}>
            {flow.sending ? t('nav.sending') : flow.isLast ? t('nav.finish') : t('nav.next')}
            {flow.isLast ? null : <Icon name="arrow" className="sa-flip" />}
          </button>
        </div>
      </form>
      {survey.kind === 'enps' ? <AnonymousNote compact /> : null}
    </>
  );
}
