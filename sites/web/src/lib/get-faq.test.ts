import { afterEach, describe, expect, it } from 'vitest';
import { getFaq } from './get-faq.ts';

const savedCmsUrl = process.env.CMS_URL;
afterEach(() => {
  if (savedCmsUrl === undefined) delete process.env.CMS_URL;
  else process.env.CMS_URL = savedCmsUrl;
});

describe('getFaq', () => {
  it('answers unavailable instead of throwing when Strapi cannot be reached', async () => {
    process.env.CMS_URL = 'http://127.0.0.1:9';
    expect(await getFaq()).toEqual({ status: 'unavailable' });
  });
});
