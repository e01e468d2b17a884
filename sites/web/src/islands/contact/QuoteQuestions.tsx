import type { Question } from '@courtage/contracts/crm/quote-questionnaires';
import type { ChangeEvent } from 'react';
import { fieldA11y } from '../../lib/field-a11y.ts';
import { FieldMessage } from './FieldMessage.tsx';

type QuoteQuestionsProps = {
  questions: readonly Question[];
  answers: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string | undefined>>;
  idOf: (key: string) => string;
  onChange: (key: string, value: string) => void;
};

/** The insurance line's questionnaire (contracts crm/quote-questionnaires.ts), one field per question. */
export function QuoteQuestions({ questions, answers, errors, idOf, onChange }: QuoteQuestionsProps) {
  const change = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    onChange(event.target.name, event.target.value);
  return (
    <fieldset className="quote-questions">
      <legend>Votre besoin</legend>
      {questions.map((question) => {
        const id = idOf(question.key);
        const error = errors[question.key];
        const label = `${question.label}${question.kind === 'number' && question.unit ? ` (${question.unit})` : ''}${question.optional ? ' (facultatif)' : ' *'}`;
        return (
          <div className="field" key={question.key}>
            <label htmlFor={id}>{label}</label>
            {question.kind === 'choice' ? (
              <select
                {...fieldA11y(id, error)}
                name={question.key}
                value={answers[question.key] ?? ''}
                onChange={change}
              >
                <option value="">Choisissez</option>
                {question.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...fieldA11y(id, error)}
                name={question.key}
                type="text"
                inputMode={question.kind === 'number' ? 'numeric' : undefined}
                maxLength={question.kind === 'text' ? question.maxLength : 14}
                value={answers[question.key] ?? ''}
                onChange={change}
              />
            )}
            <FieldMessage fieldId={id} message={error} />
          </div>
        );
      })}
    </fieldset>
  );
}
