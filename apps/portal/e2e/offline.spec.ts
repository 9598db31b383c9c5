import { expect, test } from '@playwright/test';
import { callGraphql, EMPLOYEE, employeeToken, openSignedIn, panelToken } from './support.ts';

test.describe('offline', () => {
  test('the app opens offline after one visit, with what it showed and since when', async ({
    page,
    context,
  }) => {
    await openSignedIn(page);
    // the service worker has the app once it controls the page
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    });
    const tabs = page.getByRole('navigation', { name: 'Ana bölümler' });
    await tabs.getByRole('link', { name: /Duyurular/ }).click();
    const first = page.getByRole('main').getByRole('link').first();
    await expect(first).toBeVisible();
    const title = (await first.locator('strong').textContent()) ?? '';

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Duyurular', level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByText(title).first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Çevrimdışısınız' })).toContainText(
      'tarihinde alındı',
    );
    await tabs.getByRole('link', { name: /Ana sayfa/ }).click();
    await expect(page.getByText(`Merhaba ${EMPLOYEE.name}`)).toBeVisible();
    await context.setOffline(false);
  });

  test('an emergency answered offline waits in the outbox, survives a reload, and is sent once when back online', async ({
    page,
    context,
    request,
  }) => {
    const admin = await panelToken(request);
    const employee = await callGraphql<{ id: number }>(
      request,
      await employeeToken(request),
      '{ me { isSuccess data { id } } }',
    );
    const employeeId = employee.data.id;
    const title = `Tatbikat ${Date.now().toString().slice(-6)}`;
    const created = await callGraphql<{ id: number }>(
      request,
      admin,
      'mutation($i: CreateDisasterInput!) { createDisaster(inputModel: $i) { isSuccess messages { message } data { id } } }',
      { i: { disaster: { title, body: 'Toplanma alanına geçin.' }, userIds: [employeeId] } },
      '/graphql',
    );
    expect(created.isSuccess).toBe(true);

    await openSignedIn(page, { putOffEmergency: false });
    const takeover = page.getByRole('alertdialog', { name: title });
    await expect(takeover).toBeVisible();
    await context.setOffline(true);
    await takeover.getByRole('button', { name: 'Güvendeyim' }).click();
    await expect(takeover).toBeHidden();
    const outbox = page.getByRole('region', { name: /Gönderilmeyi bekleyen 1 kayıt/ });
    await expect(outbox).toContainText('Acil durum yanıtı: Güvendeyim');

    await page.reload();
    await expect(page.getByRole('region', { name: /Gönderilmeyi bekleyen 1 kayıt/ })).toBeVisible();

    const sent: string[] = [];
    page.on('request', (sentRequest) => {
      if (sentRequest.postData()?.includes('RespondDisaster')) sent.push(sentRequest.url());
    });
    await context.setOffline(false);
    await expect(page.getByRole('region', { name: /Gönderilmeyi bekleyen/ })).toBeHidden();
    const detail = await callGraphql<{ userResponses: { userId: number; response: boolean }[] }>(
      request,
      admin,
      `query($id: Int!) { disaster(id: $id) { isSuccess data { userResponses { userId response } } } }`,
      { id: created.data.id },
      '/graphql',
    );
    expect(detail.data.userResponses).toEqual([{ userId: employeeId, response: true }]);
    expect(sent).toHaveLength(1);
    await expect(page.getByRole('alertdialog')).toBeHidden();
  });
});
