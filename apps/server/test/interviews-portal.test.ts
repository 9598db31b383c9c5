import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from './harness.ts';
import { COMPLETE, interviewTenant, MY_INTERVIEWS } from './interviews-fixture.ts';

/** Recording interviews through the portal: blind votes, the rules, the result's workflow (docs/recruitment.md). */
describe('interviews: recording through the portal', () => {
  let server: TestServer;
  let t: Awaited<ReturnType<typeof interviewTenant>>;
  const mineOf = async (who: { token: string }, id: number) =>
    (await t.mine(who)).find((row) => row.id === id);

  beforeAll(async () => {
    server = await TestServer.start({ jobPollMs: 0 });
    t = await interviewTenant(server);
  });
  afterAll(() => server.stop());

  it('is blind: nobody sees the others’ votes before recording their own; the panel sees every vote', async () => {
    const id = await t.scheduled();
    const before = await mineOf(t.manager2, id);
    expect(before).toMatchObject({ recorded: false, isInterviewed: false });
    expect(before?.ratingItems.map((item) => item.name)).toEqual([
      'Alan bilgisi',
      'Problem çözme',
      'İletişim',
    ]);
    expect((await t.record(t.requester, id, [5, 4, 3])).data).toEqual({ id, isInterviewed: false });
    // manager2 sees that the responsible user recorded, not what they gave
    const stillBlind = await mineOf(t.manager2, id);
    expect(stillBlind?.others).toEqual([
      expect.objectContaining({ recorded: true, ratings: [], ratingResult: null, resultDescription: null }),
    ]);
    const panel = await t.interview(id);
    expect(panel.ratings.map((r) => r.vote)).toEqual([5, 4, 3]);
    expect(panel.interviewers.map((i) => i.recorded)).toEqual([true, false]);
    expect((await t.record(t.manager2, id, [1, 4, 2])).data).toEqual({ id, isInterviewed: true });
    const after = await mineOf(t.manager2, id);
    expect(after?.ratings).toEqual([
      { ratingItemId: t.items[0], vote: 1 },
      { ratingItemId: t.items[1], vote: 4 },
      { ratingItemId: t.items[2], vote: 2 },
    ]);
    expect(after?.others[0]?.ratings.map((r) => r.vote)).toEqual([5, 4, 3]);
    expect(after?.others[0]?.ratingResult).toEqual({ name: 'Olumlu' });
  });

  it('shows each criterion’s mean, spread and a flag where the votes differ by more than two points', async () => {
    const id = await t.scheduled();
    await t.record(t.requester, id, [5, 4, 3]);
    await t.record(t.manager2, id, [2, 3, 1]);
    const ratings = (await t.interview(id)).ratings;
    expect(ratings.map((r) => [r.ratingItem.name, r.vote, r.spread, r.disagreement, r.voteCount])).toEqual([
      ['Alan bilgisi', 3.5, 3, true, 2],
      ['Problem çözme', 3.5, 1, false, 2],
      ['İletişim', 2, 2, false, 2],
    ]);
  });

  it('refuses another type’s criterion, a vote out of range, an incomplete set, a second recording and someone else', async () => {
    const id = await t.scheduled();
    const other = await t.record(t.requester, id, [4, 4, 4], {
      ratings: [
        { ratingItemId: t.items[0], vote: 4 },
        { ratingItemId: t.otherItemId, vote: 4 },
        { ratingItemId: t.items[2], vote: 4 },
      ],
    });
    expect(other.messages[0]).toMatchObject({
      field: 'ratings.1.ratingItemId',
      message: 'Kriter: Bu kriter görüşmenin kriter tipine ait değil',
    });
    const english = await t.record(t.requester, id, [4, 6, 4], {}, 'en');
    expect(english.messages[0]).toMatchObject({
      field: 'ratings.1.vote',
      message: 'Vote: Must be at most 5',
    });
    const zero = await t.record(t.requester, id, [0, 4, 4]);
    expect(zero.messages[0]).toMatchObject({ field: 'ratings.0.vote', message: 'Puan: En az 1 olabilir' });
    const incomplete = await t.record(t.requester, id, [4, 4]);
    expect(incomplete.messages[0]).toMatchObject({
      field: 'ratings',
      message: 'Puanlar: Görüşmenin her kriterine bir puan verin',
    });
    const twice = await t.record(t.requester, id, [4, 4, 4], {
      ratings: [0, 1, 2, 0].map((index) => ({ ratingItemId: t.items[index], vote: 3 })),
    });
    expect(twice.messages[0]?.field).toBe('ratings.3.ratingItemId');
    const stranger = await t.record(t.manager1, id, [4, 4, 4]);
    expect(stranger).toMatchObject({ isSuccess: false, messages: [{ code: 'NotFound' }] });
    expect((await t.interview(id)).ratings.every((r) => r.voteCount === 0)).toBe(true);
    expect((await t.record(t.requester, id, [4, 4, 4])).isSuccess).toBe(true);
    const again = await t.record(t.requester, id, [4, 4, 4]);
    expect(again).toMatchObject({
      isSuccess: false,
      message: 'Bu görüşme için değerlendirmenizi zaten kaydettiniz.',
    });
    expect((await t.interview(id)).ratings.map((r) => r.voteCount)).toEqual([1, 1, 1]);
    expect(await t.portal(t.manager1, MY_INTERVIEWS, { p: { pageSize: 50 } })).toMatchObject({
      isSuccess: true,
      totalItemCount: 0,
    });
  });

  it('runs the responsible user’s result workflow to its end, then the interview is completed', async () => {
    const id = await t.scheduled({ applicantId: t.applicantIds[1] });
    await t.record(t.manager2, id, [3, 3, 3], { ratingResultId: t.negative, resultDescription: 'Zayıf' });
    await t.record(t.requester, id, [4, 5, 4], { resultDescription: 'Ekibe uygun' });
    const interviewed = await t.interview(id);
    expect(interviewed).toMatchObject({
      isInterviewed: true,
      isCompleted: false,
      ratingResult: { name: 'Olumlu' },
      resultDescription: 'Ekibe uygun',
      status: { name: 'Görüşüldü, sonuç onayda' },
    });
    expect(interviewed.interviewedDate).not.toBeNull();
    const request = await t.requestOf(t.requester, id, 'interview');
    expect(request).toMatchObject({ state: 'running', kind: 'interview' });
    const approval = (await t.approvalsOf(t.manager1)).find((a) => a.requestId === request.id);
    expect(approval?.summary).toBe('Görüşme: Ece Kaya · Olumlu');
    if (!approval) throw new Error('no approval');
    expect(await t.decide(t.manager1, approval, 'Onayla')).toMatchObject({
      isSuccess: true,
      data: { state: 'approved' },
    });
    const completed = await t.interview(id);
    expect(completed).toMatchObject({ isCompleted: true, status: { name: 'Tamamlandı' } });
    expect(completed.completedDate).not.toBeNull();
    const lines = await t.operations(t.applicantIds[1] ?? 0);
    expect(lines.filter((line) => line.endsWith('görüşmeyi değerlendirdi.'))).toHaveLength(2);
    expect(lines).toContain('Görüşme tamamlandı: Olumlu.');
    expect(await t.call(COMPLETE, { i: { id, ratingResultId: t.positive } })).toMatchObject({
      isSuccess: false,
      message: 'Bu görüşme zaten tamamlandı.',
    });
  });

  it('completes at once when the result’s workflow has no step; HR may complete one whose workflow runs', async () => {
    const empty = await t.scheduled();
    await t.record(t.manager2, empty, [2, 2, 2], { ratingResultId: t.negative });
    await t.record(t.requester, empty, [2, 1, 2], { ratingResultId: t.negative });
    expect(await t.interview(empty)).toMatchObject({
      isInterviewed: true,
      isCompleted: true,
      ratingResult: { name: 'Olumsuz' },
    });
    const running = await t.scheduled();
    await t.record(t.manager2, running, [4, 4, 4]);
    await t.record(t.requester, running, [4, 4, 4]);
    const done = await t.call(COMPLETE, {
      i: { id: running, ratingResultId: t.negative, resultDescription: 'İK kararı' },
    });
    expect(done.isSuccess).toBe(true);
    expect(await t.interview(running)).toMatchObject({
      isCompleted: true,
      ratingResult: { name: 'Olumsuz' },
      resultDescription: 'İK kararı',
    });
    expect((await t.requestOf(t.requester, running, 'interview')).state).toBe('cancelled');
  });
});
