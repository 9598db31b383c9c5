import { expect, test, type APIRequestContext } from '@playwright/test';
import { choose } from './support/people.ts';
import { callGraphql, portalSignIn } from './support/portal.ts';
import { openFromMenu, signedIn } from './support/session.ts';

const MERT = 'calisan2@pano.local';

interface PortalForm {
  id: number;
  categories: { items: { id: number; name: string; options: { id: number }[] }[] }[];
}

/** Elif Çalışkan (calisan1) asks for a day of sick leave: its type's workflow asks the HR group. */
async function requestSickDay(request: APIRequestContext, day = '2027-09-06'): Promise<void> {
  const token = await portalSignIn(request);
  const types = await callGraphql<{ id: number; name: string }[]>(
    request,
    token,
    '{ myPermissionTypes { isSuccess messages { message } data { id name } } }',
  );
  const sick = types.data.find((type) => type.name === 'Hastalık izni');
  const asked = await callGraphql<{ id: number }>(
    request,
    token,
    'mutation($i: RequestPermissionInput!) { requestPermission(inputModel: $i) { isSuccess messages { message } data { id } } }',
    {
      i: {
        permissionTypeId: sick?.id,
        startDate: day,
        endDate: day,
        description: 'Doktor',
      },
    },
  );
  expect(asked.isSuccess, JSON.stringify(asked.messages)).toBe(true);
}

/** Mert Yıldırım (calisan2) approves on the portal what waits for him on request `requestId`. */
async function approveOnPortal(request: APIRequestContext, requestId: number): Promise<void> {
  const token = await portalSignIn(request, MERT);
  const mine = await callGraphql<
    { id: number; requestId: number; commands: { id: number; name: string }[] }[]
  >(
    request,
    token,
    '{ myApprovals { isSuccess messages { message } data { id requestId commands { id name } } } }',
  );
  const approval = mine.data.find((row) => row.requestId === requestId);
  expect(approval, 'the handed-over approval waits for Mert').toBeDefined();
  const approve = approval?.commands.find((command) => command.name === 'Onayla');
  const decided = await callGraphql<{ state: string }>(
    request,
    token,
    'mutation($i: DecideApprovalInput!) { decideApproval(inputModel: $i) { isSuccess messages { message } data { state } } }',
    { i: { approvalId: approval?.id, commandTypeId: approve?.id, description: null } },
  );
  expect(decided.isSuccess, JSON.stringify(decided.messages)).toBe(true);
}

test('a leave request is found in Süreçler, handed over with a reason and approved by its new approver', async ({
  page,
  request,
}) => {
  await requestSickDay(request);
  await signedIn(page);
  await openFromMenu(page, 'Süreçler', /#\/surec\/surecler$/);
  await expect(page.getByRole('combobox', { name: 'Süreç durumu' })).toHaveText('Devam ediyor');
  await choose(page, page, 'Tür', 'İzin talebi');
  await choose(page, page, 'İş akışı', 'İK onayı');
  await expect(page).toHaveURL(/kind=leave/);
  await page.getByRole('combobox', { name: /Sayfa başına satır/ }).click();
  await page.getByRole('option', { name: '50', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: 'Hastalık izni · 06.09.2027' });
  await expect(row).toContainText('Elif Çalışkan');
  await row.getByRole('link', { name: 'Elif Çalışkan – İzin talebi ayrıntıları' }).click();

  await expect(page.getByRole('heading', { name: 'Elif Çalışkan – İzin talebi' })).toBeVisible();
  const requestId = Number(/surecler\/(\d+)/.exec(page.url())?.[1]);
  const trail = page.getByRole('list', { name: 'Süreç geçmişi' });
  await expect(trail).toContainText('Elif Çalışkan talebi başlattı (İK onayı).');
  await expect(trail).toContainText('Onay istendi:');

  // the first HR approver's approval goes to Mert Yıldırım, with a reason the dialog asks for
  await page.getByRole('button', { name: 'Devret' }).click();
  const handOver = page.getByRole('dialog', { name: 'Onayı devret' });
  await handOver.getByRole('button', { name: 'Devret' }).click();
  await expect(handOver.getByText('Gerekçe: Bu alan zorunludur')).toBeVisible();
  await handOver.getByRole('combobox', { name: 'Devralacak kişi' }).fill('Mert Yıl');
  await page.getByRole('option', { name: 'Mert Yıldırım' }).click();
  await handOver.getByRole('textbox', { name: 'Gerekçe' }).fill('İzinde olduğu için');
  await handOver.getByRole('button', { name: 'Devret' }).click();
  await expect(page.getByText('Onay devredildi').first()).toBeVisible();
  await expect(handOver).toBeHidden();
  await expect(trail).toContainText(/kişisinin onayını Mert Yıldırım kişisine devretti: İzinde olduğu için/);
  await expect(page.getByText(/Adım 1 · Onay · .+ bekleniyor: .*Mert Yıldırım/)).toBeVisible();

  // Mert approves on the portal: the panel shows the request approved, and how it got there
  await approveOnPortal(request, requestId);
  await page.reload();
  await expect(trail).toContainText(/Mert Yıldırım \(.+ adına\): Onayla/);
  await expect(trail).toContainText('Talep sona erdi: Onaylandı.');
  await expect(page.getByText('Onaylandı', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Devret' })).toHaveCount(0);
  const approvals = page.getByRole('table', { name: 'Onaylar' });
  await expect(
    approvals.getByRole('row', { name: /^Adım 1 · Onay · .* Mert Yıldırım .* Devredildi Onayla/ }),
  ).toBeVisible();

  // back in the list, approved ones
  await page.getByRole('link', { name: 'Geri' }).click();
  await choose(page, page, 'Süreç durumu', 'Onaylandı');
  await expect(page).toHaveURL(/state=approved/);
});

test('an administrator deciding for a group decides in their own name unless they choose a person', async ({
  page,
  request,
}) => {
  await requestSickDay(request, '2027-09-13');
  await signedIn(page);
  await openFromMenu(page, 'Süreçler', /#\/surec\/surecler$/);
  await choose(page, page, 'Tür', 'İzin talebi');
  await page.getByRole('combobox', { name: /Sayfa başına satır/ }).click();
  await page.getByRole('option', { name: '50', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: 'Hastalık izni · 13.09.2027' });
  await row.getByRole('link', { name: 'Elif Çalışkan – İzin talebi ayrıntıları' }).click();
  await expect(page.getByRole('heading', { name: 'Elif Çalışkan – İzin talebi' })).toBeVisible();

  // the HR group's members wait; nobody is chosen for the administrator
  await page.getByRole('button', { name: 'Onayla', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Karar: Onayla' });
  await expect(dialog.getByRole('combobox', { name: 'Kimin adına' })).toHaveText('Kendi adıma');
  await dialog.getByRole('button', { name: 'Onayla' }).click();
  await expect(page.getByText('Karar kaydedildi').first()).toBeVisible();
  const trail = page.getByRole('list', { name: 'Süreç geçmişi' });
  await expect(trail).toContainText('Pano Admin: Onayla');
  await expect(trail).not.toContainText('Pano Admin (');
});

test('a double click decides once, and the open request reads again in English (issue 48, 6 and 18)', async ({
  page,
  request,
}) => {
  await requestSickDay(request, '2027-09-20');
  await signedIn(page);
  const decisions: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.postData()?.includes('decideWorkflowRequest'))
      decisions.push(sent.url());
  });
  await openFromMenu(page, 'Süreçler', /#\/surec\/surecler$/);
  await choose(page, page, 'Tür', 'İzin talebi');
  await page.getByRole('combobox', { name: /Sayfa başına satır/ }).click();
  await page.getByRole('option', { name: '50', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: 'Hastalık izni · 20.09.2027' });
  await row.getByRole('link', { name: 'Elif Çalışkan – İzin talebi ayrıntıları' }).click();
  await expect(page.getByRole('heading', { name: 'Elif Çalışkan – İzin talebi' })).toBeVisible();
  await expect(page.getByText(/· 1 iş günü$/).first()).toBeVisible();

  await page.getByRole('button', { name: 'Onayla', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Karar: Onayla' });
  await dialog.getByRole('button', { name: 'Onayla' }).dblclick();
  await expect(page.getByText('Karar kaydedildi').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  const trail = page.getByRole('list', { name: 'Süreç geçmişi' });
  await expect(trail).toContainText('Pano Admin: Onayla');
  expect(decisions).toHaveLength(1);

  // the server's words on the open page (kind, summary, trail) are read again in the new language
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Elif Çalışkan – Leave request' })).toBeVisible();
  await expect(page.getByText(/· 1 working day$/).first()).toBeVisible();
  const english = page.getByRole('list', { name: 'Process history' });
  await expect(english).toContainText('Elif Çalışkan started the request (İK onayı).');
  await expect(english).not.toContainText('talebi başlattı');
});

test('a form submitted on the portal shows its approval process on its submission page', async ({
  page,
  request,
}) => {
  const token = await portalSignIn(request);
  const forms = await callGraphql<{ id: number; name: string }[]>(
    request,
    token,
    '{ myForms { data { id name } } }',
  );
  const formId = forms.data.find((form) => form.name === 'Ekipman talep formu')?.id;
  expect(formId).toBeDefined();
  const opened = await callGraphql<PortalForm>(
    request,
    token,
    'query($i: MyFormInput!) { myForm(inputModel: $i) { isSuccess data { id categories { items { id name options { id } } } } } }',
    { i: { formId } },
  );
  const items = opened.data.categories.flatMap((category) => category.items);
  const item = (name: string) => items.find((found) => found.name === name);
  const submitted = await callGraphql<{ id: number }>(
    request,
    token,
    'mutation($i: SubmitFormInput!) { submitForm(inputModel: $i) { isSuccess messages { message } data { id } } }',
    {
      i: {
        formId,
        answers: [
          { formItemId: item('Ekipman')?.id, value: String(item('Ekipman')?.options[1]?.id) },
          { formItemId: item('Gerekçe')?.id, value: 'Eski monitör bozuldu, yenisi gerekli.' },
        ],
      },
    },
  );
  expect(submitted.isSuccess, JSON.stringify(submitted.messages)).toBe(true);

  await signedIn(page);
  await page.goto(`/#/form/formlar/${formId}/kullanicilar/${submitted.data.id}`);
  const process = page.getByRole('region', { name: 'Onay süreci' });
  await expect(process).toBeVisible();
  await expect(process.getByRole('list', { name: 'Süreç geçmişi' })).toContainText(
    'Elif Çalışkan talebi başlattı (Yönetici ve İK onayı).',
  );
  await expect(process.getByText('Devam ediyor')).toBeVisible();
});
