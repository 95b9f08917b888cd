import { expect, test } from '@playwright/test';

test('the home page says what the product is, and the API is healthy', async ({ page, request }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Atelier');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Made-to-order fashion, designed in 3D.');
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ ok: true });
});
