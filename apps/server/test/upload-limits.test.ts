import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from './harness.ts';

describe('the upload limits are served to the panel', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await TestServer.start({ uploadMaxMb: { image: 3, pdf: 7, video: 40 } });
    token = await server.signIn(await server.createTenant());
  });
  afterAll(() => server.stop());

  it('answers the configured limit of each kind in MB on the shared service', async () => {
    const answer = await server.call(
      '{ uploadLimits { isSuccess data { imageMb pdfMb videoMb } } }',
      {},
      { token, service: 'shared' },
    );
    expect(answer).toEqual({ isSuccess: true, data: { imageMb: 3, pdfMb: 7, videoMb: 40 } });
  });
});
