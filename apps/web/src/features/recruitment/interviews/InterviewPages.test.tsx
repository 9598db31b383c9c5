import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '../../../test/user.ts';
import { graphql, ok, stubFetch } from '../../../test/fetchStub.ts';
import { pressSaveRefused } from '../../../test/dialogs.ts';
import { renderScreen } from '../../../test/renderScreen.tsx';
import { InterviewDetailPage } from './InterviewDetailPage.tsx';
import { InterviewsTab } from './InterviewsTab.tsx';

const USERS = [
  { id: 2, name: 'Can', surname: 'Demir' },
  { id: 3, name: 'Ece', surname: 'Kaya' },
];
const ROW = {
  id: 9,
  applicantId: 4,
  interviewDate: '2027-03-01T07:30:00.000Z',
  responsibleUserId: 2,
  responsibleUser: {
    name: 'Can',
    surname: 'Demir',
    fullName: 'Can Demir',
    email: 'can@ornek.com',
    gsm: '5321234567',
  },
  isInterviewed: true,
  isCompleted: false,
};
const DETAIL = {
  ...ROW,
  description: 'Teknik görüşme',
  interviewedDate: '2027-03-01T09:00:00.000Z',
  status: { name: 'Görüşüldü, sonuç onayda' },
  completedDate: null,
  resultDescription: 'Ekibe uygun',
  ratingResultId: 1,
  ratingResult: { name: 'Olumlu' },
  ratings: [
    {
      ratingItemId: 31,
      ratingItem: { name: 'Alan bilgisi' },
      vote: 3.5,
      spread: 3,
      disagreement: true,
      voteCount: 2,
    },
    {
      ratingItemId: 32,
      ratingItem: { name: 'İletişim' },
      vote: 4,
      spread: 0,
      disagreement: false,
      voteCount: 2,
    },
  ],
  interviewers: [
    {
      userId: 2,
      user: { fullName: 'Can Demir' },
      isResponsible: true,
      recorded: true,
      recordedDate: null,
      ratingResult: null,
    },
    {
      userId: 3,
      user: { fullName: 'Ece Kaya' },
      isResponsible: false,
      recorded: true,
      recordedDate: null,
      ratingResult: null,
    },
  ],
};

function server() {
  return stubFetch((call) => {
    switch (call.operationName) {
      case 'applicantInterViews':
        return graphql(call, ok([ROW], 1));
      case 'applicantInterView':
        return graphql(call, ok(DETAIL));
      case 'users':
        return graphql(call, ok(USERS, 2));
      case 'ratingTypes':
        return graphql(call, ok([{ id: 5, name: 'Teknik mülakat' }], 1));
      case 'ratingResults':
        return graphql(
          call,
          ok(
            [
              { id: 1, name: 'Olumlu' },
              { id: 6, name: 'Olumsuz' },
            ],
            2,
          ),
        );
      default:
        return graphql(call, ok({ id: 99 }));
    }
  });
}

describe('interviews', () => {
  it(
    "the applicant's tab lists interviews with a link to each, and 'Görüşme planla' schedules one",
    { timeout: 40_000 },
    async () => {
      const api = server();
      const user = userEvent.setup();
      renderScreen(<InterviewsTab applicantId={4} />, {
        at: '/isealim/adaylar/4',
        route: '/isealim/adaylar/:applicantId',
      });
      expect(await screen.findByRole('cell', { name: 'Can Demir' })).toBeInTheDocument();
      expect(api.named('applicantInterViews')[0]?.variables).toMatchObject({
        pagerModel: { applicantId: 4 },
      });
      expect(screen.getByRole('link', { name: 'Can Demir görüşmesinin ayrıntısı' })).toHaveAttribute(
        'href',
        '/isealim/adaylar/4/gorusme/9',
      );
      await user.click(screen.getByRole('button', { name: 'Görüşme planla' }));
      const dialog = await screen.findByRole('dialog', { name: 'Görüşme planla' });
      await pressSaveRefused(user, dialog, () => api.named('createApplicantInterView').length);
      await user.click(within(dialog).getByRole('combobox', { name: 'Sorumlu kişi' }));
      await user.click(await screen.findByRole('option', { name: 'Can Demir' }));
      await user.click(within(dialog).getByRole('combobox', { name: 'Diğer görüşmeciler' }));
      await user.click(await screen.findByRole('option', { name: 'Ece Kaya' }));
      await user.click(within(dialog).getByRole('combobox', { name: 'Kriter tipi' }));
      await user.click(await screen.findByRole('option', { name: 'Teknik mülakat' }));
      fireEvent.change(within(dialog).getByLabelText(/Görüşme tarihi/), {
        target: { value: '2027-03-01T10:30' },
      });
      await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
      expect(await screen.findByText('Görüşme oluşturuldu')).toBeInTheDocument();
      expect(api.named('createApplicantInterView')[0]?.variables).toMatchObject({
        applicantId: 4,
        responsibleUserId: 2,
        interviewerIds: [3],
        ratingTypeId: 5,
        interviewDate: new Date('2027-03-01T10:30').toISOString(),
      });
    },
  );

  it('the detail shows the dates, the responsible user, each mean with its spread and flag; HR completes it', async () => {
    const api = server();
    const user = userEvent.setup();
    renderScreen(<InterviewDetailPage />, {
      at: '/isealim/adaylar/4/gorusme/9',
      route: '/isealim/adaylar/:applicantId/gorusme/:interviewId',
    });
    expect(await screen.findByText('can@ornek.com')).toBeInTheDocument();
    expect(screen.getByText('5321234567')).toBeInTheDocument();
    expect(screen.getByText('Ekibe uygun')).toBeInTheDocument();
    const votes = screen.getByRole('table', { name: 'Puanlar' });
    expect(
      within(votes).getByRole('row', { name: /Alan bilgisi 3,5 3 Puanlar 2 puandan fazla ayrışıyor/ }),
    ).toBeInTheDocument();
    expect(within(votes).getByRole('row', { name: 'İletişim 4 0 -' })).toBeInTheDocument();
    // the completed date is '-' until it is completed
    expect(screen.getByText('Tamamlanma tarihi').nextSibling).toHaveTextContent('-');
    await user.click(screen.getByRole('button', { name: 'Tamamla' }));
    const dialog = await screen.findByRole('dialog', { name: 'Görüşmeyi tamamla' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Sonuç' }));
    await user.click(await screen.findByRole('option', { name: 'Olumsuz' }));
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Görüşme tamamlandı')).toBeInTheDocument();
    expect(api.named('completeApplicantInterView')[0]?.variables).toMatchObject({
      id: 9,
      ratingResultId: 6,
      resultDescription: 'Ekibe uygun',
    });
  });
});
