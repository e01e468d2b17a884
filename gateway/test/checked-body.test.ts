import { comparisonRequestForm } from '@courtage/contracts/offer/comparison-request-form';
import { createOffer } from '@courtage/contracts/offer/create-offer.rpc';
import { sampleComparisonRequest } from '@courtage/contracts/offer/test-requests';
import { takeChecked } from '@courtage/runtime/checked-values';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { validatorCompiler } from '../src/http/validator-compiler.ts';

// The body a route's form accepted reaches its handler marked as checked against that very
// schema, so the bus client does not check it again before sending it (the service still does).
describe('a body checked by its form', () => {
  it('is marked for the RPC whose request is that schema, once, and a refused body is not', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    const seen: boolean[] = [];
    app.post('/compare', { schema: { body: comparisonRequestForm.schema } }, async (request) => {
      seen.push(
        takeChecked(createOffer.request, request.body),
        takeChecked(createOffer.request, request.body),
      );
      return {};
    });
    const accepted = await app.inject({
      method: 'POST',
      url: '/compare',
      payload: sampleComparisonRequest(),
    });
    expect(accepted.statusCode).toBe(200);
    expect(seen).toEqual([true, false]);
    const refused = await app.inject({ method: 'POST', url: '/compare', payload: { members: 'x' } });
    expect(refused.statusCode).toBe(400);
    expect(seen).toHaveLength(2);
    await app.close();
  });
});
