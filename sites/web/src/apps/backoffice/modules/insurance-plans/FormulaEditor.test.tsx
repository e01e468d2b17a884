// @vitest-environment happy-dom
import { OPEN_ELIGIBILITY } from '@courtage/contracts/offer/eligibility';
import type {
  FormulaInput,
  PlanContent,
  PlanView,
  PreviewResult,
} from '@courtage/contracts/offer/plan-admin';
import { PLAN_MESSAGES } from '@courtage/contracts/offer/plan-content-form';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIX_FIELDS_MESSAGE } from '../../../../lib/form-alerts.ts';
import {
  type GatewayCall,
  jsonResponse,
  renderBackoffice,
  stubGateway,
} from '../../testing/render-backoffice.tsx';
import { PlanEditor } from './PlanEditor.tsx';

// The formula editor as the insurance plan page uses it: inside PlanEditor, which holds the
// plan being edited, checks it by the contract's plan form, saves it and previews its price.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const formula = (code: string, name: string, basePrice: number): FormulaInput => ({
  code,
  name,
  tariff: {
    basePrice,
    ageBands: [
      { minAge: 0, maxAge: 39, factor: 1 },
      { minAge: 40, maxAge: 110, factor: 1.5 },
    ],
    zoneFactors: { Z1: 0.8, Z2: 1 },
    departementZones: { '75': 'Z2', '2A': 'Z1' },
    defaultZone: 'Z1',
    regimeFactors: { general: 1, 'alsace-moselle': 0.8, tns: 1, agricole: 1, etudiant: 0.9 },
    partnerFactor: 1,
    childFactor: 0.35,
    childRule: 'third-free',
  },
  guarantees: [
    {
      category: 'medicalCare',
      code: 'consultation',
      label: 'Consultations',
      kind: 'percent_br',
      value: 100,
      hundredPercentSante: false,
    },
  ],
  waitingPeriods: { medicalCare: 0, dental: 6, visual: 3, hearing: 12, hospitalization: 3 },
  contratResponsable: true,
  hundredPercentSante: true,
  ipid: { title: `IPID ${name}`, url: `/ipid/${code}.pdf` },
});

const PLAN: PlanView = {
  id: '4e6f8a0b-2c4d-4e6f-8a0b-2c4d6e8f0a1b',
  code: 'azur-sante',
  insurer: { code: 'azurea', name: 'Azuréa' },
  status: 'active',
  version: 3,
  versionCreatedAt: '2026-10-01T08:00:00.000Z',
  name: 'Azur Santé',
  yearlyDiscountPercent: 5,
  eligibility: OPEN_ELIGIBILITY,
  formulas: [formula('essentiel', 'Essentiel', 35), formula('confort', 'Confort', 52)],
  options: [],
};

const PREVIEW: PreviewResult = {
  formulas: [
    {
      code: 'essentiel',
      name: 'Essentiel',
      monthlyPrice: 123.4,
      yearlyPrice: 1406.76,
      meetsAllLevels: false,
      cover: [],
      priceLines: [],
    },
    {
      code: 'confort',
      name: 'Confort',
      monthlyPrice: 181.2,
      yearlyPrice: 2065.68,
      meetsAllLevels: true,
      cover: [],
      priceLines: [],
    },
  ],
  chosenFormulaCode: 'confort',
};

/** The plan API: a saved version echoes the content sent, the preview answers PREVIEW. */
function planApi() {
  return stubGateway((call: GatewayCall) => {
    if (call.method === 'PUT' && call.path === `/api/v1/insurance-plans/${PLAN.id}`)
      return jsonResponse(200, { ...PLAN, ...(call.body as PlanContent), version: PLAN.version + 1 });
    if (call.method === 'POST' && call.path === '/api/v1/insurance-plans/preview')
      return jsonResponse(200, PREVIEW);
    return jsonResponse(404, { code: 'NOT_FOUND', message: `Pas de route ${call.method} ${call.path}` });
  });
}

function editPlan() {
  const onDone = vi.fn();
  const view = renderBackoffice(
    <PlanEditor plan={PLAN} mode="edit" insurers={[PLAN.insurer]} onDone={onDone} onCancel={() => {}} />,
    { route: '/admin/insurance-plans' },
  );
  // Found once: a role query over this long form costs (each element's accessibility is computed).
  const bands = screen.getByRole('group', { name: 'Tranches d’âge' });
  const save = screen.getByRole('button', { name: 'Enregistrer la nouvelle version' });
  const band = (n: number, part: 'âge de début' | 'âge de fin' | 'coefficient') =>
    within(bands).queryByLabelText(`Tranche ${n} : ${part}`) as HTMLInputElement | null;
  return { ...view, onDone, bands, save, band };
}

/** The content the last PUT saved. */
const savedContent = (calls: GatewayCall[]) =>
  calls.filter((call) => call.method === 'PUT').at(-1)?.body as PlanContent | undefined;

describe('FormulaEditor (in the plan editor)', () => {
  it('removes an age band and adds one that starts after the last, and saves the bands as shown', async () => {
    const calls = planApi();
    const { user, onDone, bands, band, save } = editPlan();
    expect(screen.getByLabelText('Code de la formule')).toHaveProperty('value', 'essentiel');
    await user.click(within(bands).getAllByRole('button', { name: 'Supprimer' })[1]!);
    expect(band(2, 'âge de début')).toBeNull();
    await user.click(within(bands).getByRole('button', { name: 'Ajouter une tranche' }));
    expect(band(2, 'âge de début')?.value).toBe('40');
    expect(band(2, 'âge de fin')?.value).toBe('110');
    expect(band(2, 'coefficient')?.value).toBe('1');

    await user.click(save);
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith('La version 4 du plan « Azur Santé » est enregistrée.'),
    );
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `PUT /api/v1/insurance-plans/${PLAN.id}`,
    ]);
    expect(savedContent(calls)?.formulas[0]?.tariff.ageBands).toEqual([
      { minAge: 0, maxAge: 39, factor: 1 },
      { minAge: 40, maxAge: 110, factor: 1 },
    ]);
    expect(savedContent(calls)?.formulas[1]).toEqual(PLAN.formulas[1]);
  });

  it('refuses age bands with a gap by the bands, with the form’s alert, and sends nothing', async () => {
    const calls = planApi();
    const { user, onDone, bands, save } = editPlan();
    await user.click(within(bands).getAllByRole('button', { name: 'Supprimer' })[0]!);
    await user.click(save);
    expect(within(bands).getByText(PLAN_MESSAGES.ageBands)).toBeTruthy();
    const errorId = bands.getAttribute('aria-describedby');
    expect(errorId && document.getElementById(errorId)?.textContent).toBe(PLAN_MESSAGES.ageBands);
    expect(screen.getByRole('alert').textContent).toBe('Veuillez corriger les champs signalés.');
    expect(calls).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('brings up the formula that has an error, with the message by its field', async () => {
    const calls = planApi();
    const { user, save } = editPlan();
    const shown = screen.getByLabelText('Formule affichée') as HTMLSelectElement;
    await user.selectOptions(shown, 'Confort');
    const price = () => screen.getByLabelText('Prix de base (€ / mois, adulte de 40 ans)');
    await user.clear(price());
    await user.selectOptions(shown, 'Essentiel');
    expect(screen.getByLabelText('Code de la formule')).toHaveProperty('value', 'essentiel');
    expect(price()).toHaveProperty('value', '35');

    await user.click(save);
    expect(shown.value).toBe('1');
    expect(screen.getByLabelText('Code de la formule')).toHaveProperty('value', 'confort');
    expect(price()).toHaveProperty('value', '');
    expect(price().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(PLAN_MESSAGES.basePrice)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('flags a malformed département line as it is typed, refuses to save it, and saves the lines once they read', async () => {
    const calls = planApi();
    const { user, onDone, save } = editPlan();
    const lines = screen.getByLabelText(/Zone de chaque département/) as HTMLTextAreaElement;
    expect(lines.value).toBe('75=Z2\n2A=Z1');
    await user.type(lines, '{Enter}13:Z2');
    expect(lines.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(PLAN_MESSAGES.departements)).toBeTruthy();
    // A line that does not read blocks the save (it is not dropped silently).
    await user.click(save);
    expect(await screen.findByText(FIX_FIELDS_MESSAGE)).toBeTruthy();
    expect(calls).toEqual([]);
    expect(lines.value).toBe('75=Z2\n2A=Z1\n13:Z2');
    await user.type(lines, '{Backspace}{Backspace}{Backspace}=Z2');
    expect(lines.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByText(PLAN_MESSAGES.departements)).toBeNull();

    await user.click(save);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(savedContent(calls)?.formulas[0]?.tariff.departementZones).toEqual({
      '75': 'Z2',
      '2A': 'Z1',
      '13': 'Z2',
    });
  });

  it('edits a guarantee line: an empty value is refused; label, type, ceiling (empty: none) and 100 % Santé are saved', async () => {
    const calls = planApi();
    const { user, onDone, save } = editPlan();
    const value = screen.getByLabelText('Valeur de la garantie consultation');
    await user.clear(value);
    await user.click(save);
    expect(value.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(PLAN_MESSAGES.negativeGuarantee)).toBeTruthy();
    expect(calls).toEqual([]);

    await user.type(value, '30');
    await user.selectOptions(screen.getByLabelText('Type de la garantie consultation'), '€');
    await user.type(
      screen.getByLabelText('Plafond annuel de la garantie consultation (vide : aucun)'),
      '1500',
    );
    await user.click(screen.getByLabelText('Garantie consultation : 100 % Santé'));
    const label = screen.getByLabelText('Libellé de la garantie consultation');
    await user.clear(label);
    await user.click(label);
    await user.paste('Généralistes');
    await user.click(save);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(savedContent(calls)?.formulas[0]?.guarantees).toEqual([
      {
        category: 'medicalCare',
        code: 'consultation',
        label: 'Généralistes',
        kind: 'euros',
        value: 30,
        yearlyCeiling: 1500,
        hundredPercentSante: true,
      },
    ]);

    // An emptied ceiling is no ceiling (null), not 0 €.
    const ceiling = screen.getByLabelText('Plafond annuel de la garantie consultation (vide : aucun)');
    await user.clear(ceiling);
    await user.click(save);
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(2));
    expect(savedContent(calls)?.formulas[0]?.guarantees[0]?.yearlyCeiling).toBeNull();
  });

  it('previews the price of the plan as edited for the sample household', async () => {
    const calls = planApi();
    const { user } = editPlan();
    const price = screen.getByLabelText('Prix de base (€ / mois, adulte de 40 ans)');
    await user.clear(price);
    await user.type(price, '38');
    const calculate = screen.getByRole('button', { name: 'Calculer le prix' });
    await user.click(calculate);
    await screen.findByText(/^Prix par formule/);
    const table = screen.getByRole('table', { name: /^Prix par formule/ });
    // French amounts are spaced with (narrow) no-break spaces: read as plain spaces.
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent?.replace(/\s/g, ' ')));
    expect(cells).toEqual([
      ['Essentiel', '123,40 €', '1 406,76 €', 'Non'],
      ['Confort (proposée)', '181,20 €', '2 065,68 €', 'Oui'],
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/v1/insurance-plans/preview' });
    const body = calls[0]?.body as { content: PlanContent; household: unknown };
    expect(body.content.formulas[0]?.tariff.basePrice).toBe(38);
    expect(body.household).toEqual({
      socialRegime: 'general',
      adultAges: [40, 38],
      childAges: [10, 7, 3],
      departement: '75',
      wanted: {
        medicalCare: 'Moyen',
        dental: 'Moyen',
        visual: 'Moyen',
        hearing: 'Minimum',
        hospitalization: 'Moyen',
      },
    });

    // An incomplete plan is not sent to the preview: its errors are shown instead.
    await user.clear(price);
    await user.click(calculate);
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(1);
  });
});
