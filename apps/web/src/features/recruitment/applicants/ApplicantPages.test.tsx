import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '../../../test/user.ts';
import { graphql, ok, stubFetch } from '../../../test/fetchStub.ts';
import { renderArea } from '../../../test/renderArea.tsx';
import { recruitmentArea } from '../recruitment.area.ts';
import { recruitmentRegistry } from '../registry.ts';

const renderAt = (at: string) => renderArea(recruitmentArea, recruitmentRegistry, at);

const AYSE = {
  id: 4,
  name: 'Ayşe',
  surname: 'Yılmaz',
  fullName: 'Ayşe Yılmaz',
  email: 'ayse@aday.test',
  gsm: '5321112233',
  reference: 'Kariyer fuarı',
  birthDate: '1995-03-15',
  hiredUserId: null,
  educationStatusId: 7,
  employmentTypeId: 9,
  educationStatus: { name: 'Lisans' },
  employmentType: { name: 'Tam zamanlı' },
  townType: { name: 'Kadıköy' },
  cityType: { name: 'İstanbul' },
  jobPosition: null,
  duplicates: [{ id: 9, fullName: 'Ayşe Y.', kind: 'applicant' }],
  documents: [
    {
      id: 1,
      fileName: 'cv.pdf',
      size: 1200,
      createTime: '2026-11-20T10:00:00Z',
      documentType: { name: 'Özgeçmiş' },
    },
  ],
};

function server() {
  return stubFetch((call) => {
    switch (call.operationName) {
      case 'applicants':
        return graphql(call, ok([AYSE], 1));
      case 'applicantProfile':
        return graphql(call, ok(AYSE));
      case 'educationStatuses':
        return graphql(call, ok([{ id: 7, name: 'Lisans' }], 1));
      case 'employmentTypes':
        return graphql(call, ok([{ id: 9, name: 'Tam zamanlı' }], 1));
      case 'documentTypes':
        return graphql(call, ok([{ id: 2, name: 'Özgeçmiş' }], 1));
      case 'applicantOffers':
        return graphql(
          call,
          ok(
            [
              {
                id: 11,
                description: 'Uzman',
                status: { name: 'Bekliyor' },
                state: 'waiting',
                isCompleted: false,
                completedDate: null,
              },
            ],
            1,
          ),
        );
      default:
        return graphql(call, ok([], 0));
    }
  });
}

describe('applicants', () => {
  it("lists applicants with the spec's columns, filters with 'Hepsi' and asks before deleting for good", async () => {
    const api = server();
    const user = userEvent.setup();
    renderAt('/isealim/adaylar');
    expect(await screen.findByRole('cell', { name: 'Ayşe Yılmaz' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Kariyer fuarı' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Tam zamanlı' })).toBeInTheDocument();
    expect(screen.getAllByText('Hepsi').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: "Excel'e aktar" })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ayşe Yılmaz adayını kalıcı olarak sil' }));
    const question = await screen.findByRole('dialog');
    expect(within(question).getByText(/geri alınamaz/)).toBeInTheDocument();
    expect(api.named('deleteApplicantForGood')).toHaveLength(0);
  });

  it('shows the profile card, the duplicate with a link, the documents and the offers tab', async () => {
    server();
    const user = userEvent.setup();
    renderAt('/isealim/adaylar/4');
    expect(await screen.findByText('ayse@aday.test')).toBeInTheDocument();
    expect(screen.getByText('Kadıköy / İstanbul')).toBeInTheDocument();
    expect(screen.getByText('15.03.1995')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ayşe Y.' })).toHaveAttribute(
      'href',
      expect.stringContaining('/isealim/adaylar/9'),
    );
    expect(screen.getByText('cv.pdf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'cv.pdf dosyasını indir' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Teklifler' }));
    expect(await screen.findByRole('cell', { name: 'Uzman' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Bekliyor' })).toBeInTheDocument();
  });
});
