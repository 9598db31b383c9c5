import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/kernel/config.ts';
import { TestServer } from './harness.ts';

const LINKS = '{ panelLinks { isSuccess messages { code } data { formDataUrl formBuilderUrl } } }';

describe("the menu's Form entries are run-time settings", () => {
  it('are read from FORM_DATA_URL and FORM_BUILDER_URL, http(s) only', () => {
    const config = loadConfig({
      FORM_DATA_URL: 'https://forms.example.com/data',
      FORM_BUILDER_URL: 'javascript:alert(1)',
    });
    expect(config.formDataUrl).toBe('https://forms.example.com/data');
    expect(config.formBuilderUrl).toBeNull();
    expect(loadConfig({}).formDataUrl).toBeNull();
  });

  it('are served to a signed-in panel user by the shared service, and to nobody else', async () => {
    const server = await TestServer.start({
      formDataUrl: 'https://forms.example.com/data',
      formBuilderUrl: null,
    });
    try {
      const tenant = await server.createTenant();
      const token = await server.signIn(tenant);
      expect(await server.call(LINKS, {}, { token, service: 'shared' })).toEqual({
        isSuccess: true,
        messages: [],
        data: { formDataUrl: 'https://forms.example.com/data', formBuilderUrl: null },
      });
      const anonymous = await server.call(LINKS, {}, { service: 'shared' });
      expect(anonymous).toMatchObject({ isSuccess: false, data: null, messages: [{ code: 'AuthRequired' }] });
    } finally {
      await server.stop();
    }
  });
});
