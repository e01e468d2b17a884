import { FORM_STEPS } from './comparison-request.ts';

/** Where the visitor is among the comparator's steps (and the results page, step 4). */
export function ProgressIndicator({ current }: { current: number }) {
  const steps = [...FORM_STEPS.map((step) => step.title), 'Vos offres'];
  return (
    <nav aria-label="Progression du comparateur" className="comparator-progress">
      <p className="comparator-progress__label">
        Étape {current} sur {steps.length} : {steps[current - 1]}
      </p>
      <ol>
        {steps.map((title, index) => {
          const number = index + 1;
          const state = number < current ? 'done' : number === current ? 'current' : 'todo';
          return (
            <li
              key={title}
              className={`comparator-progress__step is-${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span aria-hidden="true">{number}</span> {title}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
