/*
 * Marketing values kept from the address (spec §3): utm_source, utm_medium, utm_campaign,
 * utm_content, and the referral code. Captured once on arrival so they survive sign-up.
 */
import { readLocal, type UtmParams, writeLocal } from '../storage';

const utmKeys = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content'] as const;

export function captureCampaignParams(search: string): void {
  const params = new URLSearchParams(search);
  const utm: UtmParams = {};
  for (const key of utmKeys) {
    const value = params.get(key);
    if (value) utm[key] = value;
  }
  if (Object.keys(utm).length > 0) writeLocal('utmParams', utm);
  const referredBy = params.get('referred_by');
  if (referredBy) writeLocal('referredBy', referredBy);
}

export interface CampaignFields {
  campaign_source?: string;
  campaign_medium?: string;
  campaign_name?: string;
  campaign_content?: string;
}

export function campaignFields(utm: UtmParams | null = readLocal('utmParams')): CampaignFields {
  if (!utm) return {};
  const fields: CampaignFields = {};
  if (utm.utm_source) fields.campaign_source = utm.utm_source;
  if (utm.utm_medium) fields.campaign_medium = utm.utm_medium;
  if (utm.utm_campaign) fields.campaign_name = utm.utm_campaign;
  if (utm.utm_content) fields.campaign_content = utm.utm_content;
  return fields;
}
