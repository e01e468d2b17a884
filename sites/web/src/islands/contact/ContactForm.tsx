import { contactQueryForm } from '@courtage/contracts/crm/contact-query';
import { questionnaireOf } from '@courtage/contracts/crm/quote-questionnaires';
import { quoteRequestForm } from '@courtage/contracts/crm/quote-request';
import type { FieldError } from '@courtage/contracts/errors';
import { checkForm } from '@courtage/contracts/form/define-form';
import { CONSENT_TEXTS } from '@courtage/contracts/privacy/consent-texts';
import { POSTAL_CODE_UNKNOWN_MESSAGE } from '@courtage/contracts/validators/postal-code';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { setApiUrl } from '../../lib/auth/api-url.ts';
import { fieldA11y } from '../../lib/field-a11y.ts';
import { LOADING_COMMUNES_LABEL, SENDING_LABEL } from '../../lib/form-alerts.ts';
import { newRequestId, sendContactQuery, sendQuoteRequest } from '../../lib/gateway/contact.ts';
import { COMMUNES_LOOKUP_FAILED, useCommunes } from '../../lib/use-communes.ts';
import {
  type ContactField,
  type ContactFormValues,
  EMPTY_CONTACT_FORM,
  type FieldErrors,
  firstInvalidField,
  toContactQuery,
  toFieldErrors,
} from './contact-form-values.ts';
import { FieldMessage } from './FieldMessage.tsx';
import { QuoteQuestions } from './QuoteQuestions.tsx';

type ContactFormProps = {
  apiUrl: string;
  /** Prefilled message, e.g. a quote request for an insurance line. */
  initialMessage?: string;
  /** Slug of an insurance line: the form then sends a quote request (POST /api/v1/quote-requests). */
  insuranceLine?: string;
  /** Prefix of the field ids, when the form appears more than once on a page. */
  idPrefix?: string;
};

const SUCCESS_MESSAGE =
  'Merci ! Votre message a bien été envoyé. Un accusé de réception vous a été adressé par e-mail.';
/** What a 202 means: the request is received and queued; the acknowledgement is sent once crm stored it. */
const QUOTE_SUCCESS_MESSAGE =
  'Merci ! Nous avons bien reçu votre demande de devis. Vous recevrez un accusé de réception par e-mail.';

/** The errors of the questionnaire by question key (`answers.age` -> `age`; `answers` -> ''). */
function toAnswerErrors(errors: readonly FieldError[]): Record<string, string> {
  const result: Record<string, string> = {};
  for (const { field, message } of errors) {
    if (field !== 'answers' && !field.startsWith('answers.')) continue;
    const key = field.slice('answers.'.length);
    if (result[key] === undefined) result[key] = message;
  }
  return result;
}

export default function ContactForm({
  apiUrl,
  initialMessage = '',
  idPrefix = 'contact',
  insuranceLine,
}: ContactFormProps) {
  setApiUrl(apiUrl);
  const idOf = (field: ContactField) => `${idPrefix}-${field}`;
  const [values, setValues] = useState<ContactFormValues>({ ...EMPTY_CONTACT_FORM, message: initialMessage });
  const [errors, setErrors] = useState<FieldErrors>({});
  const questions = insuranceLine ? questionnaireOf(insuranceLine) : [];
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [answerErrors, setAnswerErrors] = useState<Record<string, string>>({});
  const answerIdOf = (key: string) => `${idPrefix}-answer-${key}`;
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [isSent, setIsSent] = useState(false);
  // Server-rendered HTML cannot submit (the API takes JSON): the button waits for hydration.
  const [isHydrated, setIsHydrated] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submitKey = useRef<{ body: string; requestId: string } | null>(null);
  const communes = useCommunes(values.postalCode);

  useEffect(() => setIsHydrated(true), []);

  // Keep the chosen city consistent with the communes of the current postal code.
  useEffect(() => {
    setValues((current) => {
      if (communes.status !== 'ready') return current.city ? { ...current, city: '' } : current;
      const [only] = communes.communes;
      const city =
        communes.communes.length === 1 && only
          ? only.nom
          : communes.communes.some((commune) => commune.nom === current.city)
            ? current.city
            : '';
      return city === current.city ? current : { ...current, city };
    });
  }, [communes]);

  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const field = event.target.name as ContactField;
    const value =
      event.target instanceof HTMLInputElement && event.target.type === 'checkbox'
        ? event.target.checked
        : event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    setIsSent(false);
  };

  const handleAnswer = (key: string, value: string) => {
    setAnswers((current) => ({ ...current, [key]: value }));
    setAnswerErrors((current) => (current[key] ? { ...current, [key]: '' } : current));
    setIsSent(false);
  };

  const showErrors = (all: readonly FieldError[]) => {
    const fieldErrors = toFieldErrors(all);
    const byAnswer = toAnswerErrors(all);
    setErrors(fieldErrors);
    setAnswerErrors(byAnswer);
    // The questionnaire comes first on screen: its first bad answer takes the focus.
    const firstAnswer = questions.find((question) => byAnswer[question.key]);
    if (firstAnswer) {
      formRef.current?.querySelector<HTMLElement>(`#${answerIdOf(firstAnswer.key)}`)?.focus();
      return;
    }
    const first = firstInvalidField(fieldErrors);
    if (!first) return;
    const control = formRef.current?.querySelector<HTMLElement>(`#${idOf(first)}`);
    const target =
      control && !(control as HTMLSelectElement).disabled
        ? control
        : formRef.current?.querySelector<HTMLElement>(`#${idOf('postalCode')}`);
    target?.focus();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setAlert(null);
    setIsSent(false);
    const query = toContactQuery(values);
    const given = Object.fromEntries(Object.entries(answers).filter(([, value]) => value.trim() !== ''));
    const request = insuranceLine
      ? { ...query, insuranceLine, ...(questions.length > 0 ? { answers: given } : {}) }
      : undefined;
    const localErrors = request ? checkForm(quoteRequestForm, request) : checkForm(contactQueryForm, query);
    if (localErrors.length > 0) {
      showErrors(localErrors);
      return;
    }
    setIsSubmitting(true);
    // One request id per submit, kept while the visitor sends the same form again after a
    // failure (the first try may have been queued): crm stores it once.
    const body = JSON.stringify(request ?? query);
    if (submitKey.current?.body !== body) submitKey.current = { body, requestId: newRequestId() };
    const { requestId } = submitKey.current;
    const outcome = request
      ? await sendQuoteRequest(request, requestId)
      : await sendContactQuery(query, requestId);
    setIsSubmitting(false);
    if (outcome.kind === 'sent') {
      submitKey.current = null;
      setValues(EMPTY_CONTACT_FORM);
      setAnswers({});
      setAnswerErrors({});
      setErrors({});
      setIsSent(true);
    } else if (outcome.kind === 'invalid') {
      showErrors(outcome.fieldErrors);
    } else {
      setAlert(outcome.message);
    }
  };

  const postalCodeError =
    errors.postalCode ??
    (communes.status === 'unknown'
      ? POSTAL_CODE_UNKNOWN_MESSAGE
      : communes.status === 'failed'
        ? COMMUNES_LOOKUP_FAILED
        : undefined);
  const communeOptions = communes.status === 'ready' ? communes.communes : [];

  return (
    <form ref={formRef} className="contact-form" noValidate onSubmit={handleSubmit} aria-busy={isSubmitting}>
      <p className="form-note">Les champs marqués d’un astérisque (*) sont obligatoires.</p>

      {questions.length > 0 && (
        <QuoteQuestions
          questions={questions}
          answers={answers}
          errors={answerErrors}
          idOf={answerIdOf}
          onChange={handleAnswer}
        />
      )}
      {answerErrors[''] && (
        <p className="form-alert" role="alert">
          {answerErrors['']}
        </p>
      )}

      <div className="field">
        <label htmlFor={idOf('name')}>Nom *</label>
        <input
          {...fieldA11y(idOf('name'), errors.name)}
          name="name"
          type="text"
          autoComplete="name"
          value={values.name}
          onChange={handleChange}
        />
        <FieldMessage fieldId={idOf('name')} message={errors.name} />
      </div>

      <div className="field">
        <label htmlFor={idOf('email')}>E-mail *</label>
        <input
          {...fieldA11y(idOf('email'), errors.email)}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={handleChange}
        />
        <FieldMessage fieldId={idOf('email')} message={errors.email} />
      </div>

      <div className="field">
        <label htmlFor={idOf('phone')}>Téléphone (facultatif)</label>
        <input
          {...fieldA11y(idOf('phone'), errors.phone)}
          name="phone"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={handleChange}
        />
        <FieldMessage fieldId={idOf('phone')} message={errors.phone} />
      </div>

      <div className="field-row">
        <div className="field">
          <label htmlFor={idOf('postalCode')}>Code postal *</label>
          <input
            {...fieldA11y(idOf('postalCode'), postalCodeError)}
            name="postalCode"
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={values.postalCode}
            onChange={handleChange}
          />
          <FieldMessage fieldId={idOf('postalCode')} message={postalCodeError} />
        </div>

        <div className="field">
          <label htmlFor={idOf('city')}>Commune *</label>
          <select
            {...fieldA11y(idOf('city'), errors.city)}
            name="city"
            value={values.city}
            onChange={handleChange}
            disabled={communeOptions.length === 0}
          >
            <option value="">
              {communes.status === 'loading' ? LOADING_COMMUNES_LABEL : 'Choisissez votre commune'}
            </option>
            {communeOptions.map((commune) => (
              <option key={commune.code} value={commune.nom}>
                {commune.nom}
              </option>
            ))}
          </select>
          <FieldMessage fieldId={idOf('city')} message={errors.city} />
        </div>
      </div>

      <div className="field">
        <label htmlFor={idOf('message')}>Message *</label>
        <textarea
          {...fieldA11y(idOf('message'), errors.message)}
          name="message"
          rows={5}
          value={values.message}
          onChange={handleChange}
        />
        <FieldMessage fieldId={idOf('message')} message={errors.message} />
      </div>

      <div className="field field-checkbox">
        <input
          {...fieldA11y(idOf('consent'), errors.consent)}
          name="consent"
          type="checkbox"
          checked={values.consent}
          onChange={handleChange}
        />
        <label htmlFor={idOf('consent')}>{CONSENT_TEXTS['contact-form.contact-recall'].text}</label>
        <FieldMessage fieldId={idOf('consent')} message={errors.consent} />
      </div>

      {alert && (
        <p className="form-alert" role="alert">
          {alert}
        </p>
      )}
      <p className="form-success" role="status">
        {isSent ? (insuranceLine ? QUOTE_SUCCESS_MESSAGE : SUCCESS_MESSAGE) : ''}
      </p>

      <button type="submit" className="button" disabled={!isHydrated || isSubmitting}>
        {isSubmitting ? SENDING_LABEL : insuranceLine ? 'Envoyer ma demande de devis' : 'Envoyer mon message'}
      </button>
    </form>
  );
}
