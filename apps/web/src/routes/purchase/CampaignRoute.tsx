import { CodeRegistration } from '../../features/billing/index.js';

/** /purchase/campaign: register a campaign code. */
export default function CampaignRoute() {
  return <CodeRegistration source="campaign" />;
}
