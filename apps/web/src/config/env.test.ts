import { describe, expect, it } from 'vitest';

import { parseEnv } from './env';

describe('parseEnv', () => {
  it('has working local defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      apiUrl: 'http://127.0.0.1:3000',
      cognitoAuthFlow: 'USER_SRP_AUTH',
      environment: 'local',
    });
    expect(env.oauthDomain).toBeUndefined();
    expect(env.launchDarklyClientId).toBeUndefined();
  });

  it('uses USER_PASSWORD_AUTH against the emulator endpoint', () => {
    const env = parseEnv({
      VITE_COGNITO_ENDPOINT: 'http://127.0.0.1:9229',
      VITE_COGNITO_USER_POOL_ID: 'local_abc',
    });
    expect(env.cognitoAuthFlow).toBe('USER_PASSWORD_AUTH');
    expect(env.cognitoUserPoolId).toBe('local_abc');
  });

  it('treats blank values as unset', () => {
    expect(parseEnv({ VITE_OAUTH_DOMAIN: '  ', VITE_API_URL: '' }).apiUrl).toBe(
      'http://127.0.0.1:3000',
    );
  });

  it('serves media from the API server unless a media host is configured', () => {
    expect(parseEnv({}).mediaUrl).toBe('http://127.0.0.1:3000/media');
    expect(parseEnv({ VITE_API_URL: 'https://api.lexio.example/' }).mediaUrl).toBe(
      'https://api.lexio.example/media',
    );
    expect(
      parseEnv({
        VITE_API_URL: 'https://api.lexio.example',
        VITE_MEDIA_URL: 'https://media.lexio.example',
      }).mediaUrl,
    ).toBe('https://media.lexio.example');
    expect(() => parseEnv({ VITE_MEDIA_URL: 'media.lexio.example' })).toThrow(
      /VITE_MEDIA_URL: expected an http\(s\) URL/,
    );
  });

  it('reads the support chat configuration', () => {
    expect(parseEnv({})).toMatchObject({ supportChatUrl: undefined, supportChatAppId: undefined });
    expect(
      parseEnv({
        VITE_SUPPORT_CHAT_URL: 'https://chat.vendor.example/loader.js',
        VITE_SUPPORT_CHAT_APP_ID: 'lexio-prod',
      }),
    ).toMatchObject({
      supportChatUrl: 'https://chat.vendor.example/loader.js',
      supportChatAppId: 'lexio-prod',
    });
    expect(() => parseEnv({ VITE_SUPPORT_CHAT_URL: 'loader.js' })).toThrow(
      /VITE_SUPPORT_CHAT_URL: expected an http\(s\) URL/,
    );
  });

  it('names every bad variable in one error', () => {
    expect(() => parseEnv({ VITE_API_URL: 'not a url', VITE_ENVIRONMENT: 'staging' })).toThrow(
      /VITE_API_URL: expected an http\(s\) URL.*\n.*VITE_ENVIRONMENT: expected one of local, development, production/s,
    );
  });
});
