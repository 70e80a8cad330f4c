import { afterEach, describe, expect, it, vi } from 'vitest';

import { writeLocal } from '../storage';
import {
  MAX_PENDING_EVENTS,
  resetAnalytics,
  startAnalytics,
  trackEvent,
  trackInApp,
} from './analytics';
import { captureCampaignParams, campaignFields } from './campaign';

const user = { userId: 'u1', email: 'a@b.it', userType: 'trial', organisationId: 'o1' };

afterEach(() => {
  resetAnalytics();
  delete window.dataLayer;
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('analytics', () => {
  it('creates the data layer when no tag manager did, and says nothing in the console', () => {
    const warn = vi.spyOn(console, 'warn');
    startAnalytics(user);
    trackEvent('page_view', { page: 1 });
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'page_view', page: 1 })]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('holds events until started, then pushes them with the campaign fields', () => {
    window.dataLayer = [];
    writeLocal('utmParams', {
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      utm_content: 'ad1',
    });
    trackEvent('onboarding_completed', { companyType: 'LAW_FIRM' });
    expect(window.dataLayer).toEqual([]);
    const inApp = { identify: vi.fn(), track: vi.fn() };
    trackInApp('onboardingStarted');
    startAnalytics(user, inApp);
    expect(window.dataLayer).toEqual([
      {
        event: 'onboarding_completed',
        campaign_source: 'google',
        campaign_medium: 'cpc',
        campaign_name: 'spring',
        campaign_content: 'ad1',
        companyType: 'LAW_FIRM',
      },
    ]);
    expect(inApp.identify).toHaveBeenCalledWith(user);
    expect(inApp.track).toHaveBeenCalledWith('onboardingStarted', undefined);
  });

  it('keeps only the latest events while waiting to start', () => {
    window.dataLayer = [];
    for (let page = 1; page <= MAX_PENDING_EVENTS + 20; page += 1) {
      trackEvent('page_view', { page });
    }
    startAnalytics(user, { identify: () => {}, track: () => {} });
    expect(window.dataLayer).toHaveLength(MAX_PENDING_EVENTS);
    expect(window.dataLayer[0]).toMatchObject({ page: 21 });
    expect(window.dataLayer.at(-1)).toMatchObject({ page: MAX_PENDING_EVENTS + 20 });
  });
});

describe('campaign params', () => {
  it('keeps utm values and the referral code from the address', () => {
    captureCampaignParams('?utm_source=newsletter&utm_campaign=launch&referred_by=ABCD1234&x=1');
    expect(campaignFields()).toEqual({ campaign_source: 'newsletter', campaign_name: 'launch' });
    expect(JSON.parse(localStorage.getItem('lexio.referredBy') ?? 'null')).toBe('ABCD1234');
  });

  it('leaves stored values alone when the address has none', () => {
    writeLocal('utmParams', { utm_source: 'first' });
    captureCampaignParams('?foo=bar');
    expect(campaignFields()).toEqual({ campaign_source: 'first' });
  });
});
