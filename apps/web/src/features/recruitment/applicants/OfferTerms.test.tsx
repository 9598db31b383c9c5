import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { userEvent } from '../../../test/user.ts';
import { graphql, ok, stubFetch } from '../../../test/fetchStub.ts';
import { renderArea } from '../../../test/renderArea.tsx';
import { setLanguage } from '../../../i18n/i18n.ts';
import { recruitmentArea } from '../recruitment.area.ts';
import { recruitmentRegistry } from '../registry.ts';

const OFFER = {
  id: 11,
  applicantId: 4,
  description: 'Muhasebe uzmanı teklifi',
  jobPosition: { name: 'Muhasebe uzmanı' },
  staffDemand: { description: 'Finans ekibine bir uzman' },
  jobPositionId: 3,
  staffDemandId: 5,
  salary: 45250.5,
  startDate: '2027-02-01',
  validUntil: '2027-01-20',
  status: { name: 'Bekliyor' },
  state: 'waiting',
  isCompleted: false,
  completedDate: null,
  applicant: { name: 'Ayşe', surname: 'Yılmaz' },
};

function server() {
  return stubFetch((call) => {
    switch (call.operationName) {
      case 'applicantProfile':
        return graphql(
          call,
          ok({
            id: 4,
            name: 'Ayşe',
            surname: 'Yılmaz',
            fullName: 'Ayşe Yılmaz',
            documents: [],
            duplicates: [],
          }),
        );
      case 'applicantOffers':
        return graphql(call, ok([OFFER], 1));
      case 'applicantOfferDetail':
        return graphql(call, ok(OFFER));
      case 'jobPositions':
        return graphql(call, ok([{ id: 3, name: 'Muhasebe uzmanı' }], 1));
      default:
        return graphql(call, ok([], 0));
    }
  });
}

describe('offer terms (docs/recruitment.md Offers)', () => {
  it('lists the position, the salary, the start day and the validity beside the description', async () => {
    server();
    const user = userEvent.setup();
    renderArea(recruitmentArea, recruitmentRegistry, '/isealim/adaylar/4');
    await user.click(await screen.findByRole('tab', { name: 'Teklifler' }));
    const row = (await screen.findByRole('cell', { name: 'Muhasebe uzmanı teklifi' })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: 'Muhasebe uzmanı' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '45.250,50' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '01.02.2027' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '20.01.2027' })).toBeInTheDocument();
    for (const header of ['Pozisyon', 'Maaş', 'Başlangıç tarihi', 'Geçerlilik tarihi'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
  });

  it('refuses a salary with three decimals at its field and sends nothing', async () => {
    const api = server();
    const user = userEvent.setup();
    renderArea(recruitmentArea, recruitmentRegistry, '/isealim/adaylar/4');
    await user.click(await screen.findByRole('tab', { name: 'Teklifler' }));
    await user.click(await screen.findByRole('button', { name: 'Teklif yaz' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Açıklama/ }), 'Uzman');
    await user.type(within(dialog).getByLabelText(/Maaş/), '100.125');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(
      await within(dialog).findByText('Maaş: En fazla 2 ondalık basamak girilebilir'),
    ).toBeInTheDocument();
    expect(api.named('createApplicantOffer')).toHaveLength(0);
  });

  it('shows the terms on the offer page, in English too', async () => {
    server();
    renderArea(recruitmentArea, recruitmentRegistry, '/isealim/adaylar/4/teklif/11');
    expect(await screen.findByText('45.250,50')).toBeInTheDocument();
    expect(screen.getByText('Finans ekibine bir uzman')).toBeInTheDocument();
    expect(screen.getByText('Geçerlilik tarihi')).toBeInTheDocument();
    try {
      await act(() => setLanguage('en'));
      expect(await screen.findByText('45,250.50')).toBeInTheDocument();
      expect(screen.getByText('Valid until')).toBeInTheDocument();
      expect(screen.getByText('Salary')).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('tr'));
    }
  });
});
