// The COD settings form with the organization's current settings, for the Contra entrega page (page.tsx renders it
// for the roles with billing:manage, the only ones the page admits).
import { getCodSettings } from '@/lib/cod/settings';
import { getDb } from '@/lib/platform/db';
import { CodSettingsForm } from './settings-form';

export async function CodSettingsSection({ organizationId }: { organizationId: string }) {
  const settings = await getCodSettings(getDb(), { organizationId });
  return <CodSettingsForm settings={settings} />;
}
